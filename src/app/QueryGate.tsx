import { lazy, useState, type ReactNode } from 'react';
import { useQueryLayer, type QueryLayer } from '../api/query-layer';

// Only when the query library's chunk could not be loaded: not in the first page's code.
const TileError = lazy(() => import('../ui/TileError').then(({ TileError }) => ({ default: TileError })));

const failedLoads = new WeakSet<QueryLayer>();

/**
 * Renders what needs the query client once it is in: the first time, it suspends (the layout's loading frame, or the
 * page the member is leaving) while the client and its library load; if they cannot be, says so with 'Try again'.
 * Every page but a server-rendered one, and the signed-in shell, sit inside one (routes.tsx).
 */
export function QueryGate({ children }: { children: ReactNode }) {
  const queries = useQueryLayer();
  const [, setAttempt] = useState(0);
  if (queries.current()) return children;
  if (failedLoads.has(queries)) {
    return (
      <TileError
        onRetry={() => {
          failedLoads.delete(queries);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  throw queries.load().catch(() => void failedLoads.add(queries));
}

import { createContext, lazy, useContext, useState, type ReactNode } from 'react';
import { isRouteContentReady, type RouteContentState } from './route-content';

/** What the app has of its routes' content (App.tsx); none where it has all of it (tests that render a page alone). */
export const RouteContentContext = createContext<RouteContentState | null>(null);

// Only for a route whose content could not be read: not in the first page's code.
const TileError = lazy(() => import('../ui/TileError').then(({ TileError }) => ({ default: TileError })));

const load = (state: RouteContentState, route: string) =>
  import('./load-route-content').then(({ loadRouteContent }) => loadRouteContent(state, route));

/**
 * Renders a route once its copy and manifest page are in: the first time the app goes there it suspends (the
 * layout's loading frame) while they load; if they cannot be read, says so with 'Try again' (the shell's copy is
 * always in).
 */
export function RouteContent({ route, children }: { route: string; children: ReactNode }) {
  const state = useContext(RouteContentContext);
  const [, setAttempt] = useState(0);
  if (!state || isRouteContentReady(state, route)) return children;
  if (state.failed.has(route)) {
    return <TileError onRetry={() => void load(state, route).finally(() => setAttempt((n) => n + 1))} />;
  }
  throw load(state, route).catch(() => undefined);
}

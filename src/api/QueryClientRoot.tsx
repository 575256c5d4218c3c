import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryLayer } from './query-layer';

/**
 * The query library's context, with the layer's client once it has loaded (undefined before). Always the same
 * element, so the app beneath it is not mounted again when the client arrives; it does what QueryClientProvider
 * does (mount the client while it is provided) without needing the client before it exists.
 */
export function QueryClientRoot({ queries, children }: { queries: QueryLayer; children: ReactNode }) {
  const client = useSyncExternalStore(queries.subscribe, queries.current, queries.current);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

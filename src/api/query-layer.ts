import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's query client, and with it the query library, loaded the first time a page needs it: a server-rendered
 * page (the login page: its first frame reads nothing but the brand and the URL) runs without, so its JavaScript holds
 * no query library (docs/decisions/0017-query-library-after-login.md). The component tests and the studio give one
 * ready; the app's loads with the first signed-in page, or before the first render of any page that is not
 * server-rendered (src/app/main.tsx).
 */
export interface QueryLayer {
  /** The client, once loaded; null before. */
  current(): QueryClient | null;
  /** Loads the client once (a failed load can be tried again) and resolves with it. */
  load(): Promise<QueryClient>;
  /** Called when the client has loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A layer whose client `create` makes, on the first `load()`. */
export function lazyQueryLayer(create: () => Promise<QueryClient>): QueryLayer {
  let client: QueryClient | null = null;
  let pending: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    load: () =>
      (pending ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A layer whose client is there from the start. */
export function readyQueryLayer(client: QueryClient): QueryLayer {
  return { current: () => client, load: () => Promise.resolve(client), subscribe: () => () => undefined };
}

export const QueryLayerContext = createContext<QueryLayer | null>(null);

export function useQueryLayer(): QueryLayer {
  const layer = useContext(QueryLayerContext);
  if (!layer) throw new Error('useQueryLayer needs AppProviders (src/app/AppProviders.tsx).');
  return layer;
}

import { matchPath } from 'react-router-dom';
import { firstPageRoutes } from './generated/routes';
import type { PageRoute } from './routes';

/*
 * The pages' routes the app knows (issue 28): the first pages' (login, home) from the start, in the entry; every
 * other page's from the later routes' chunk, loaded once: after the first page's commit (so a navigation does not
 * wait), or before a page among them renders (routes.tsx's catch-all waits for it), or before the first render of
 * a deep link (preload-route.ts), whose chunk the gateway's HTML preloads. A page added grows that chunk only.
 * React-free.
 */

/** Where the other pages' routes are: not asked for yet, loading, in, or their last load failed. */
export type LaterRoutesStatus = 'idle' | 'loading' | 'loaded' | 'failed';

let status: LaterRoutesStatus = 'idle';
let all: readonly PageRoute[] = firstPageRoutes;
let loading: Promise<readonly PageRoute[]> | null = null;
const listeners = new Set<() => void>();

const settle = (next: LaterRoutesStatus) => {
  status = next;
  for (const listener of listeners) listener();
};

/** The routes known now: the first pages', then the others' once they are in. */
export const knownPageRoutes = (): readonly PageRoute[] => all;

export const laterRoutesStatus = (): LaterRoutesStatus => status;

/** Whether the other pages' routes are in. */
export const laterRoutesLoaded = (): boolean => status === 'loaded';

/** Loads the other pages' routes once (a failed load is tried again on the next call). */
export function loadLaterRoutes(): Promise<readonly PageRoute[]> {
  if (!loading) {
    loading = import('./generated/later-routes').then(
      ({ laterPageRoutes }) => {
        all = [...firstPageRoutes, ...laterPageRoutes];
        settle('loaded');
        return all;
      },
      (error: unknown) => {
        loading = null;
        settle('failed');
        throw error;
      },
    );
    settle('loading');
  }
  return loading;
}

export function subscribeToPageRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a path is one of the first pages' (the entry can render it without the later routes). */
export const isFirstPagePath = (pathname: string): boolean =>
  firstPageRoutes.some((route) => matchPath(`/${route.path}`, pathname) !== null);

import { preloadableLazyNamed } from '../../engine/lazy/preloadable-lazy';

/**
 * Spec §8's error page (ErrorPage.tsx), in a chunk of its own: only a failure shows it, so a first page's code holds
 * none of it. The shell fetches it when the browser is idle after the first page (preload-home.ts).
 */
export const LazyErrorPage = preloadableLazyNamed(() => import('./ErrorPage'), 'ErrorPage');

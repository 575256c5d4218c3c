import { useEffect } from 'react';
import { useBrand } from '../manifest/brand-context';
import { useSession } from '../member/session';
import { LazyErrorPage } from './error/lazy-error-page';
import { loadLaterRoutes } from './page-routes';

const loadHomePage = () => import('../features/home/HomePage');
const loadRegistry = () => import('./widget-registry');
const loadSignInRouting = () => import('../features/auth/resolve-login');

/**
 * Once the first page has painted and the browser is idle, fetches the code of /home and of the tiles the
 * brand's manifest lists, the other pages' routes (page-routes.ts), the error page and, signed out, the routing
 * that follows a sign-in. Most sessions start on /login and
 * end on /home: with the code already there, signing in waits only for its calls, and /home starts its members'
 * calls and its tiles' calls together, instead of waiting for its chunks first.
 */
export function usePreloadHome(): void {
  const manifest = useBrand();
  const { isAuthenticated } = useSession();
  useEffect(() => {
    const preload = () => {
      if (!isAuthenticated) void loadSignInRouting().catch(() => undefined);
      void loadHomePage().catch(() => undefined);
      void loadLaterRoutes().catch(() => undefined);
      void LazyErrorPage.preload().catch(() => undefined);
      void loadRegistry()
        .then(({ widgetRegistry }) =>
          Promise.all(manifest.pages.home.sections.map((tile) => widgetRegistry.find(tile.widget)())),
        )
        .catch(() => undefined);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(preload, 1000);
        return () => window.clearTimeout(timer);
      }
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    };
    // Not before the first page has painted (a frame, then a task after it): its own render comes first.
    let cancel = () => {};
    const frame = window.requestAnimationFrame(() => {
      const task = window.setTimeout(() => (cancel = whenIdle()), 0);
      cancel = () => window.clearTimeout(task);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      cancel();
    };
  }, [manifest, isAuthenticated]);
}

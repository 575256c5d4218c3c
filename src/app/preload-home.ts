import { useEffect } from 'react';
import { useBrand } from '../manifest/brand-context';
import { useSession } from '../member/session';
import { LazyErrorPage } from './error/lazy-error-page';
import { loadLaterRoutes } from './page-routes';
import { afterFirstPaintWhenIdle } from './when-idle';

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
    return afterFirstPaintWhenIdle(preload);
  }, [manifest, isAuthenticated]);
}

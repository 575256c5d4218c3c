import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { GlobalErrorRouting } from '../error/GlobalErrorRouting';
import { usePreloadHome } from '../preload-home';
import { NavigationEffects } from './NavigationEffects';
import { SessionTimeout } from './SessionTimeout';

/**
 * The root route: what every navigation does, a signed-in member's idle clock, then the matched layout. The loading overlay shows until the first
 * page's chunk is in; later navigations are transitions, so the current page stays until the next one is ready.
 */
export function RootLayout() {
  usePreloadHome();
  return (
    <>
      <NavigationEffects />
      <GlobalErrorRouting />
      <SessionTimeout />
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </>
  );
}

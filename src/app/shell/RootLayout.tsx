import { Outlet } from 'react-router-dom';
import { GlobalErrorRouting } from '../error/GlobalErrorRouting';
import { usePreloadHome } from '../preload-home';
import { NavigationEffects } from './NavigationEffects';

/** The root route: what every navigation does, then the matched layout. */
export function RootLayout() {
  usePreloadHome();
  return (
    <>
      <NavigationEffects />
      <GlobalErrorRouting />
      <Outlet />
    </>
  );
}

import { useEffect } from 'react';
import { useBrand } from '../manifest/brand-context';
import { findWidget } from '../engine/slots/registry';
import { widgetRegistry } from './widget-registry';

const loadHomePage = () => import('../features/home/HomePage');

/**
 * Once the first page has rendered and the browser is idle, fetches the code of /home and of the tiles the
 * brand's manifest lists. Most sessions start on /login and end on /home: with the code already there, /home
 * starts its members' calls and its tiles' calls together, instead of waiting for its chunks first.
 */
export function usePreloadHome(): void {
  const manifest = useBrand();
  useEffect(() => {
    const preload = () => {
      void loadHomePage().catch(() => undefined);
      for (const tile of manifest.pages.home.sections) void findWidget(widgetRegistry, tile.widget)?.load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(timer);
  }, [manifest]);
}

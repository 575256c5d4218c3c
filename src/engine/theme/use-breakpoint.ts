import { useSyncExternalStore } from 'react';
import { breakpointFromMatches, mediaQueries, type Breakpoint } from './breakpoints';

/** The default where matchMedia does not exist (server render, old test environments). */
const FALLBACK: Breakpoint = 'desktop';

function queries(): [MediaQueryList, MediaQueryList] | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return [window.matchMedia(mediaQueries.tabletUp), window.matchMedia(mediaQueries.desktopUp)];
}

function subscribe(onChange: () => void): () => void {
  const lists = queries();
  if (!lists) return () => undefined;
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function getSnapshot(): Breakpoint {
  const lists = queries();
  return lists ? breakpointFromMatches(lists[0].matches, lists[1].matches) : FALLBACK;
}

/** The current viewport class ('phone' | 'tablet' | 'desktop'); re-renders when the viewport crosses 768 or 1280px. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => FALLBACK);
}

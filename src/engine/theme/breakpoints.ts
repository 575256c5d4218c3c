/**
 * Viewport classes of spec §4/§9: phone up to 767px, tablet 768–1279px, desktop 1280px and up.
 * Pure constants and functions; the React hook is use-breakpoint.ts.
 */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1280;

export type Breakpoint = 'phone' | 'tablet' | 'desktop';

export const mediaQueries = {
  tabletUp: `(min-width: ${TABLET_MIN_WIDTH}px)`,
  desktopUp: `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
  phoneOnly: `(max-width: ${TABLET_MIN_WIDTH - 1}px)`,
} as const;

/** The viewport class of a width in CSS pixels. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'phone';
}

/** The viewport class from the two media query results. */
export function breakpointFromMatches(tabletUp: boolean, desktopUp: boolean): Breakpoint {
  if (desktopUp) return 'desktop';
  if (tabletUp) return 'tablet';
  return 'phone';
}

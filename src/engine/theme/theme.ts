import type { Theme, ThemeColourName } from './theme-types';
import { cssFontList, cssToken } from './css-values';
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, mediaQueries } from './breakpoints';

/** Spacing scale in px (design constants, the same for every brand). */
export const spacing = { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' } as const;

export const fontSizes = { small: '0.875rem', body: '1rem', large: '1.25rem', h3: '1.25rem', h2: '1.5rem', h1: '2rem' } as const;

export const zIndex = { header: 10, bottomNav: 20, menu: 30, tooltip: 40, overlay: 50, snackbar: 60, dialog: 70 } as const;

/** The styled-components theme of one brand: its manifest tokens plus the shared constants. */
export interface AppTheme {
  colors: Record<ThemeColourName, string>;
  fonts: { body: string; heading: string };
  radii: { small: string; medium: string; large: string };
  logo: { src: string; width: number; height: number };
  spacing: typeof spacing;
  fontSizes: typeof fontSizes;
  zIndex: typeof zIndex;
  breakpoints: { tablet: number; desktop: number };
  /** Media query conditions, for `@media ${theme.media.tabletUp} { ... }`. */
  media: typeof mediaQueries;
  /** Minimum size of a pointer target (WCAG 2.2 2.5.8 asks 24px; we use 44px). */
  targetSize: string;
}

const px = (n: number) => `${Number(n) || 0}px`;

/** Each value of a token group made CSS by `css`. */
const each = <T>(group: Record<string, T>, css: (value: T) => string) => Object.fromEntries(Object.entries(group).map(([name, value]) => [name, css(value)]));

/**
 * Builds the theme from a brand manifest's `theme` tokens. Pure. Every value is made safe for CSS here (the one place
 * the styled components read the manifest's theme from), even one the schema has not checked.
 */
export function buildTheme(tokens: Theme): AppTheme {
  return {
    colors: each(tokens.colors, cssToken) as AppTheme['colors'],
    fonts: each(tokens.fonts, cssFontList) as AppTheme['fonts'],
    radii: each(tokens.radii, px) as AppTheme['radii'],
    logo: { src: tokens.logo.src, width: tokens.logo.width, height: tokens.logo.height },
    spacing,
    fontSizes,
    zIndex,
    breakpoints: { tablet: TABLET_MIN_WIDTH, desktop: DESKTOP_MIN_WIDTH },
    media: mediaQueries,
    targetSize: '44px',
  };
}

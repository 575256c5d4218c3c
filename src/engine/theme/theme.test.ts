import { describe, expect, it } from 'vitest';
import { testThemeTokens } from './test-theme-tokens';
import { buildTheme } from './theme';
import { withAlpha } from './alpha';
import { breakpointForWidth, breakpointFromMatches } from './breakpoints';

describe('buildTheme', () => {
  it('copies the brand colours, fonts and logo and turns radii into px', () => {
    const theme = buildTheme(testThemeTokens);
    expect(theme.colors.primary).toBe(testThemeTokens.colors.primary);
    expect(theme.fonts.body).toBe(testThemeTokens.fonts.body);
    expect(theme.radii.medium).toBe(`${testThemeTokens.radii.medium}px`);
    expect(theme.logo.src).toBe(testThemeTokens.logo.src);
  });

  it('makes every value safe for CSS, even one the schema has not checked', () => {
    const attack = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{';
    const theme = buildTheme({
      ...testThemeTokens,
      colors: { ...testThemeTokens.colors, text: '#000;}nav{display:none' },
      fonts: { body: attack, heading: attack },
      radii: { ...testThemeTokens.radii, small: '4px;}nav{display:none' as unknown as number },
    });
    for (const value of [theme.fonts.body, theme.fonts.heading, theme.colors.text, theme.radii.small]) expect(value).not.toMatch(/[;{}()<>]/);
    expect(theme.fonts.heading.startsWith('"Arial\\7d ')).toBe(true);
  });

  it('carries the spec breakpoints', () => {
    const theme = buildTheme(testThemeTokens);
    expect(theme.breakpoints).toEqual({ tablet: 768, desktop: 1280 });
    expect(theme.media.tabletUp).toBe('(min-width: 768px)');
    expect(theme.media.desktopUp).toBe('(min-width: 1280px)');
  });
});

describe('breakpoints', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(breakpointForWidth(width)).toBe(expected);
  });

  it('reads the media query results', () => {
    expect(breakpointFromMatches(false, false)).toBe('phone');
    expect(breakpointFromMatches(true, false)).toBe('tablet');
    expect(breakpointFromMatches(true, true)).toBe('desktop');
  });
});

describe('withAlpha', () => {
  it('appends an alpha byte to a theme colour', () => {
    expect(withAlpha('#112233', 1)).toBe('#112233ff');
    expect(withAlpha('#112233', 0)).toBe('#11223300');
    expect(withAlpha('#112233', 0.5)).toBe('#11223380');
  });
});

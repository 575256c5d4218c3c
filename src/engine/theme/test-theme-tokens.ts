import type { Theme } from './theme-types';

/** Theme tokens for unit tests only (a brand's real tokens come from its manifest). */
export const testThemeTokens: Theme = {
  colors: {
    primary: '#00558c',
    onPrimary: '#ffffff',
    secondary: '#4a4a4a',
    onSecondary: '#ffffff',
    background: '#ffffff',
    surface: '#f5f7f9',
    text: '#1a1a1a',
    textMuted: '#555555',
    link: '#00558c',
    border: '#8a8f94',
    focus: '#c75000',
    headerBackground: '#ffffff',
    headerText: '#1a1a1a',
    footerBackground: '#1a1a1a',
    footerText: '#ffffff',
    info: '#e6f0f7',
    onInfo: '#1a1a1a',
    success: '#e6f4ea',
    onSuccess: '#1a1a1a',
    warning: '#fff4d6',
    onWarning: '#1a1a1a',
    error: '#fbe9e9',
    onError: '#1a1a1a',
  },
  fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  logo: { src: '/brand-assets/test-logo.svg', width: 160, height: 40 },
  radii: { small: 4, medium: 8, large: 16 },
};

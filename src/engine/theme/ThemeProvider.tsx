import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { Theme } from './theme-types';
import { GlobalStyle } from './GlobalStyle';
import { buildTheme } from './theme';

/** Provides the brand theme to styled-components and applies the global style. */
export function ThemeProvider({ tokens, children }: { tokens: Theme; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(tokens), [tokens]);
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}

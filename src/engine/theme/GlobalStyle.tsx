import { createGlobalStyle } from 'styled-components';

/** Base document styles from the theme: box-sizing, body font and colours, visible focus, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }

  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; }

  a { color: ${({ theme }) => theme.colors.link}; }

  img, svg { max-width: 100%; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Headings focused by the router after navigation: no outline for mouse users, still visible for keyboard. */
  h1[tabindex='-1']:focus:not(:focus-visible), main[tabindex='-1']:focus:not(:focus-visible) { outline: none; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

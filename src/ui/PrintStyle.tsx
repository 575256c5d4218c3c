import { createGlobalStyle } from 'styled-components';

/*
 * A page on paper (issue 30), while a page that offers printing is shown (src/ui/PrintButton.tsx renders it, so no
 * first page carries it): the page under the brand's header (its logo and colours, from the theme), without what
 * only works on a screen: every nav (the header's menus, the bottom nav, the footer's site map and policy links, a
 * page's own), buttons, the skip link and anything marked `data-print-hide`. All of it inside `@media print`: the
 * screen layout is untouched.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 0.5in; }

    /* Browsers drop backgrounds on paper by default: keep the brand's bands (the header, an ID card's) and bars. */
    body {
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }

    nav, button, a[href='#main'], [data-print-hide] { display: none !important; }

    /* The frame: no screen-tall main, no room kept for the bottom nav, the page's full width. */
    *:has(> main#main) { min-height: 0 !important; padding-bottom: 0 !important; }
    main#main { min-height: 0 !important; max-width: none; padding: ${({ theme }) => `${theme.spacing.md} 0`}; }
    header { border-bottom: 0 !important; }

    /* Nothing scrolls on paper: a wide table shows whole (its page sets its print size). */
    [role='region'][tabindex='0'] { overflow: visible !important; }

    /* The footer keeps its words (the brand's name, the copyright) on plain paper, without its images. */
    footer { background: none !important; color: ${({ theme }) => theme.colors.text} !important; }
    footer img { display: none !important; }

    h1, h2, h3, h4, caption { break-after: avoid; }
    tr, li { break-inside: avoid; }
  }
`;

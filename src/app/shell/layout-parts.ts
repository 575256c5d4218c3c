import styled from 'styled-components';

/** The page frame: header, main growing to fill the screen, footer. */
export const Frame = styled.div<{ $bottomSpace?: string }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ $bottomSpace }) => $bottomSpace ?? '0'};
`;

/**
 * `<main id="main">`: the skip link's target. `$holdsViewport`: at least a screen tall, so the footer starts below
 * the fold and a page's sections filling in as their data arrives never push a visible footer down (layout shift).
 */
export const Main = styled.main.attrs({ id: 'main', tabIndex: -1 })<{ $holdsViewport?: boolean }>`
  flex: 1;
  min-height: ${({ $holdsViewport }) => ($holdsViewport ? '100vh' : 'auto')};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md} ${theme.spacing.xxl}`};
`;

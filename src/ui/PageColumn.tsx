import styled from 'styled-components';

const widths = { form: '32rem', wide: '48rem' } as const;

/**
 * A page's centred column of stacked blocks. `form` suits a single form (login, account forms, onboarding
 * steps); `wide` suits lists of cards.
 */
export const PageColumn = styled.div<{ $width?: keyof typeof widths }>`
  max-width: ${({ $width = 'form' }) => widths[$width]};
  margin: 0 auto;
  display: grid;
  /* One column no wider than the page: a wide child scrolls or wraps inside it (WCAG 1.4.10 Reflow). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;

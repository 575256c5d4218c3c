import styled from 'styled-components';

/*
 * A list of facts (a `dl`): terms in bold beside their values, long values wrapping anywhere. A term takes at most
 * half the width and wraps beyond it, so a long one never widens a phone's page (WCAG 1.4.10).
 */

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

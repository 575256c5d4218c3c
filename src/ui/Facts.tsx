import styled from 'styled-components';

/* A list of facts (a `dl`): terms in bold beside their values, long values wrapping anywhere. */

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

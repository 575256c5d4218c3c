import styled from 'styled-components';
import { PageColumn } from '../../../ui/PageColumn';

/* The layout pieces the group and login-as pages share. */

export const Page = styled(PageColumn).attrs({ $width: 'wide' as const })``;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* A card no wider than the page at 320 px (WCAG 1.4.10 Reflow): its content wraps rather than widen the column. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const CardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: start;
`;

export const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

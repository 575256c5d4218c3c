import styled from 'styled-components';
import { Entry, EntryList } from '../../ui/EntryList';

/* The contact pages' layout: the departments as bordered entries in a responsive grid, a season list. */

export const DepartmentGrid = styled(EntryList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

export const DepartmentEntry = styled(Entry)`
  align-content: start;
  gap: ${({ theme }) => theme.spacing.xs};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
  ul { margin: 0; }
  a { display: inline-block; min-height: 24px; }
`;

export const SeasonList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

export const CurrentSeason = styled.li`
  font-weight: 700;
`;

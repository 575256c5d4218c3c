import styled from 'styled-components';

/* The help pages' shared layout: a list of contact entries as a responsive grid, and a definition-like row. */

export const DepartmentGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DepartmentEntry = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
  p, ul { margin: 0; }
  a { display: inline-block; min-height: 24px; }
`;

export const SeasonList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

export const CurrentSeason = styled.li`
  font-weight: 700;
`;

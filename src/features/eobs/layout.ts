import styled from 'styled-components';

/* The look the EOB pages share: bordered entries, fact lists, the filters (the pager is src/ui/Pager.tsx). */

export { Entry, EntryHeading, EntryList } from '../../ui/EntryList';

export { Facts } from '../../ui/Facts';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Filters = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  legend { font-weight: 600; padding-inline: ${({ theme }) => theme.spacing.xs}; }
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const DateRangeForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) max-content;
    & > button { margin-top: 1.75rem; }
  }
`;

export const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

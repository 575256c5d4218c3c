import styled from 'styled-components';

/* The shared look of the coverage pages' lists: documents and referrals, one bordered entry each. */

export { Entry, EntryHeading, EntryList } from '../../ui/EntryList';

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

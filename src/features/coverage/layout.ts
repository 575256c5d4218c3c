import styled from 'styled-components';

/* The shared look of the coverage pages' lists: documents and referrals, one bordered entry each. */

export const EntryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  p { margin: 0; }
`;

export const EntryHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

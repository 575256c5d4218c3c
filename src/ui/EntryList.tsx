import styled from 'styled-components';

/* A list of bordered entries (documents, referrals, EOBs): one card-like item each, with its heading. */

export const EntryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
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

import styled from 'styled-components';

/* The shared look of the tools and programs lists: a list of entries, each a link over a short description. */

/* Rows and cards have a minimum height, which their loading placeholders share (LoadingPlaceholders.tsx). */
const TOOL_ROW_HEIGHT = '4.5rem';
const PROGRAM_CARD_HEIGHT = '8rem';

export const ToolList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.spacing.lg};
  }
`;

export const ToolEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${TOOL_ROW_HEIGHT};
  padding-block: ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ProgramCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const ProgramCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${PROGRAM_CARD_HEIGHT};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The entry's name, inside its link. */
export const EntryName = styled.span`
  font-weight: 600;
`;

export const EntryDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

import styled from 'styled-components';

/* The legal pages' text: headings under a tile's, lists of aids and practices, contact lines. */

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/** A tile's body: paragraphs, headings and lists spaced evenly, long words and addresses wrapping (WCAG 1.4.10). */
export const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  overflow-wrap: anywhere;
  p, ul { margin: 0; }
  ul { padding-inline-start: ${({ theme }) => theme.spacing.lg}; }
  li + li { margin-top: ${({ theme }) => theme.spacing.xs}; }
`;

/** Contact lines (phone, TTY, e-mail, mail), one a line. */
export const ContactBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  p { margin: 0; }
`;

/** The taglines: one entry per language. */
export const TaglineList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TaglineEntry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
  p { margin: 0; }
`;

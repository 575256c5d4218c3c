import styled from 'styled-components';

/** A surface for a group of content. Use `as="section"` with a heading inside when it has a title. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.spacing.lg};
  /* In a grid or flex row a card is no wider than its track: its content wraps or scrolls in place (WCAG 1.4.10). */
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

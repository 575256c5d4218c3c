import styled from 'styled-components';

/* The settings cards' small pieces of layout. */

export const Text = styled.p`
  margin: 0;
`;

/** A group of choices named by its legend (checkboxes under one heading). */
export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
`;

import styled from 'styled-components';

/* The layout every form of the app shares: fields stacked one under another, then a row of actions. */

/** A form whose fields, messages and actions stack with the same gap. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** A form's buttons and links, side by side, wrapping on a narrow screen. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

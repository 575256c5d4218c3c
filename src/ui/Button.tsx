import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.link};
    border-color: ${({ theme }) => theme.colors.link};
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    border-color: transparent;
    text-decoration: underline;
    padding-inline: ${({ theme }) => theme.spacing.xs};
  `,
};

/** A button. `$variant`: primary (default), secondary (outlined) or text (looks like a link). */
export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:hover:not(:disabled) { text-decoration: underline; }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

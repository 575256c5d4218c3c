import styled, { css } from 'styled-components';

/* The pieces every form control shares: its wrapper, label, box style, error message and hint. */

export const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
`;

/** The box of a text input or a select; thicker and in the error colour when invalid. */
export const controlBox = css<{ $invalid: boolean }>`
  /* As wide as its field, never wider: a long option or the input's default size does not widen a phone's page. */
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.onError : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
`;

export const FieldMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The aria-describedby of a control: its hint and error ids, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

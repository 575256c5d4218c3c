import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input<{ $invalid: boolean }>`
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.onError : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  /** The message shown under the field (and announced with it) when invalid. */
  error?: string;
  onChange(value: string): void;
}

/** A labelled text input; its error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ id, label, value, error, onChange, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...rest}
      />
      {error ? <Message id={errorId}>{error}</Message> : null}
    </Field>
  );
}

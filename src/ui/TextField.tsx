import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useHydrated } from './hydration';
import { controlBox, describedBy, FieldHint, FieldLabel as Label, FieldMessage, FieldWrapper as Field } from './field-parts';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
`;

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  /** The message shown under the field (and announced with it) when invalid. */
  error?: string;
  /** A short help text under the label (a format, a rule), tied to the input like the error. */
  hint?: string;
  onChange(value: string): void;
}

/** A labelled text input; its hint and error are tied to it with aria-describedby, the error with aria-invalid. */
export function TextField({ id, label, value, error, hint, onChange, ...rest }: TextFieldProps) {
  // Until React has taken over a server-rendered form, typing could not reach its state: nothing to lose.
  const hydrated = useHydrated();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <Input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={Boolean(error)}
        {...rest}
        readOnly={rest.readOnly === true || !hydrated}
      />
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </Field>
  );
}

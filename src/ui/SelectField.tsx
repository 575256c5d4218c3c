import styled from 'styled-components';
import { controlBox, describedBy, FieldHint, FieldLabel as Label, FieldMessage, FieldWrapper as Field } from './field-parts';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlBox}
`;

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Choose a question'). */
  placeholder: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled drop-down; hint and error tied to it like TextField's. */
export function SelectField({ id, label, value, options, placeholder, onChange, onBlur, error, hint, disabled }: SelectFieldProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <Select
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={Boolean(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </Field>
  );
}

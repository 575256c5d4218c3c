import styled from 'styled-components';
import { describedBy, FieldMessage } from './field-parts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
`;

export interface CheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  onBlur?(): void;
  error?: string;
}

/** A labelled checkbox; its error is tied to it with aria-describedby and aria-invalid. */
export function Checkbox({ id, label, checked, onChange, onBlur, error }: CheckboxProps) {
  return (
    <Field>
      <Row>
        <Box
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, null, error)}
        />
        <label htmlFor={id}>{label}</label>
      </Row>
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </Field>
  );
}

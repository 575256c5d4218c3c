import styled from 'styled-components';
import { FieldMessage } from './field-parts';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.targetSize};
`;

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
}

/**
 * Radio buttons in a fieldset named by its legend. The first option's input has id `name`, so a form can move
 * focus to the group; the error is tied to the group with aria-describedby.
 */
export function RadioGroup({ name, legend, options, value, onChange, onBlur, error }: RadioGroupProps) {
  const errorId = `${name}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      {options.map((option, index) => (
        <Option key={option.value}>
          <input
            type="radio"
            id={index === 0 ? name : `${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          {option.label}
        </Option>
      ))}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </Fieldset>
  );
}

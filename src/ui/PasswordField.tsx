import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHydrated } from './hydration';
import { controlBox, describedBy, FieldHint, FieldLabel as Label, FieldMessage, FieldWrapper as Field } from './field-parts';
import type { TextFieldProps } from './TextField';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: stretch;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
  flex: 1;
  min-width: 0;
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  flex: none;
  min-width: ${({ theme }) => theme.targetSize};
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;

  &:hover { text-decoration: underline; }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * Spec §2 "Hidden input": a labelled input, masked with a 'Show' button, visible with a 'Hide' button. The button is
 * named by the spec's word alone and described by the field's label (so 'Password' finds only the input, and several
 * toggles on one form stay apart for a screen reader); pressing it keeps focus on it. Hint and error are tied to the
 * input as in TextField.
 */
export function PasswordField({ id, label, value, error, hint, onChange, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // Until React has taken over a server-rendered form, typing could not reach its state: nothing to lose.
  const hydrated = useHydrated();
  const toggleText = visible ? t('shell.hideShown') : t('shell.showHidden');
  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <Row>
        <Input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          $invalid={Boolean(error)}
          {...rest}
          readOnly={rest.readOnly === true || !hydrated}
        />
        <Toggle aria-controls={id} aria-describedby={`${id}-label`} onClick={() => setVisible((shown) => !shown)}>
          {toggleText}
        </Toggle>
      </Row>
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </Field>
  );
}

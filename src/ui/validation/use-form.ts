import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPress, watchPresses } from './after-press';
import { fieldMessage, validate, type FieldError, type Rule } from './validators';

/** Each field's rules; a function of all values when a rule reads another field (confirm password). */
export type FormRules<F extends string> = (values: Record<F, string>) => Record<F, readonly Rule[]>;

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  rules: FormRules<F>;
  /** Called on every change, e.g. to clear a server message when the form changes. */
  onChange?: () => void;
}

/** Props for TextField / DateField (and, with `checked`, Checkbox) from one field of the form. */
export interface BoundField {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * Form state for the auth forms: values, touched fields, each field's first failing rule. Errors show once a
 * field is touched; submit is disabled while the touched form is invalid; `handleSubmit` touches every field,
 * moves focus to the first invalid one (in `initial`'s order) and never calls `onValid` with invalid input.
 */
export function useForm<F extends string>({ initial, rules, onChange }: FormOptions<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const fields = useMemo(() => Object.keys(initial) as F[], [initial]);
  useEffect(watchPresses, []);

  const errors = useMemo(() => {
    const fieldRules = rules(values);
    const found: Partial<Record<F, FieldError>> = {};
    for (const field of fields) {
      const error = validate(values[field], fieldRules[field]);
      if (error) found[field] = error;
    }
    return found;
  }, [rules, values, fields]);

  const isValid = Object.keys(errors).length === 0;
  const isSubmitDisabled = !isValid && fields.some((field) => touched[field]);

  const set = useCallback(
    (field: F, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      onChange?.();
    },
    [onChange],
  );
  const touch = (field: F) => setTouched((current) => ({ ...current, [field]: true }));

  /** The message to show under a field: only once it is touched. */
  const message = (field: F, label: string): string | undefined => {
    const error = errors[field];
    return touched[field] && error ? fieldMessage(t, error, label) : undefined;
  };

  const bind = (field: F, label: string): BoundField => ({
    id: field,
    label,
    value: values[field],
    error: message(field, label),
    onChange: (value: string) => set(field, value),
    onBlur: () => afterPress(() => touch(field)),
  });

  const handleSubmit = (onValid: (values: Record<F, string>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    onValid(values);
  };

  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setTouched({});
  };

  return { values, errors, touched, isValid, isSubmitDisabled, set, touch, message, bind, handleSubmit, reset };
}

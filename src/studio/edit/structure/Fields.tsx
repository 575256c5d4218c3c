import { useId } from 'react';
import { copy } from './copy';
import './structure.css';

/** The English text a copy key stands for, beside its input (text only, never HTML). */
export function CopyKeyText({ id, value, copyText }: { id: string; value: string; copyText: (key: string) => string | null }) {
  const text = value === '' ? null : copyText(value);
  return (
    <span id={id} className={text === null ? 'structure-muted' : 'structure-copytext'}>
      {value === '' ? '' : text === null ? copy.form.noCopyText : copy.form.copyText(text)}
    </span>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}

/** A labelled text input. */
export function TextField({ label, value, onChange, readOnly }: TextFieldProps) {
  const id = useId();
  return (
    <div className="structure-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} disabled={readOnly} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A labelled copy-key input with the key's English text beside it. */
export function CopyKeyField({ label, value, onChange, readOnly, copyText }: TextFieldProps & { copyText: (key: string) => string | null }) {
  const id = useId();
  const textId = `${id}-text`;
  return (
    <div className="structure-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} disabled={readOnly} aria-describedby={textId} onChange={(e) => onChange(e.target.value)} />
      <CopyKeyText id={textId} value={value} copyText={copyText} />
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Off for a picker that only chooses what to look at (a page, a menu): it changes nothing. */
  readOnly?: boolean;
  optionLabel?: (option: string) => string;
}

/** A labelled select. */
export function SelectField({ label, value, options, onChange, readOnly = false, optionLabel = (o) => o }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="structure-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

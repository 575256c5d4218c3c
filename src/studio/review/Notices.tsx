import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ChangeLine } from '../../manifest/edit/content-types';
import type { Load } from '../use-load';
import { reviewCopy } from './copy';
import type { ActionState } from './use-action';
import { needsValueDiff, valueDiff, type DiffPart } from './value-diff';

/** The regions an action's outcome is announced in: always present, so a screen reader hears what changes. */
export function ActionNotices({ action }: { action: ActionState }) {
  return (
    <>
      <p role="status" className="review-done">
        {action.done}
      </p>
      <div role="alert" className="review-refused">
        {action.refused && <p>{action.refused}</p>}
      </div>
    </>
  );
}

/** Readable changes, one line each (text only). */
export function ChangeList({ changes, label, empty }: { changes: readonly ChangeLine[]; label: string; empty: string }) {
  if (changes.length === 0) return <p>{empty}</p>;
  return (
    <ul className="review-changes" aria-label={label}>
      {changes.map((change, i) => (
        <li key={`${change.path}-${i}`} className={`review-change review-change-${change.kind}`}>
          {change.text}
          {change.values && needsValueDiff(change.values.from, change.values.to) && <ValueDiff from={change.values.from} to={change.values.to} />}
        </li>
      ))}
    </ul>
  );
}

/** Two long values where they differ: the shared start and end elided, each one's differing part marked. */
export function ValueDiff({ from, to }: { from: string; to: string }) {
  const diff = valueDiff(from, to);
  const render = (parts: DiffPart[]) => parts.map((p, i) => (p.changed ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>));
  return (
    <dl className="review-value-diff">
      <div>
        <dt>{reviewCopy.compare.before}</dt>
        <dd>
          <code>{render(diff.before)}</code>
        </dd>
      </div>
      <div>
        <dt>{reviewCopy.compare.after}</dt>
        <dd>
          <code>{render(diff.after)}</code>
        </dd>
      </div>
    </dl>
  );
}

/** A load's waiting and failed states (its data is the caller's): "Loading…", or the error with Try again. */
export function LoadStatus({ load }: { load: Pick<Load<unknown>, 'data' | 'error' | 'loading' | 'retry'> }) {
  if (load.error) {
    return (
      <div role="alert">
        <p>{load.error.message}</p>
        <button type="button" onClick={load.retry}>
          {reviewCopy.retry}
        </button>
      </div>
    );
  }
  return load.loading && !load.data ? <p>{reviewCopy.loading}</p> : null;
}

export interface RequiredTextFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea (a comment) rather than a line (a message). */
  multiline?: boolean;
  /** What to say when it is sent empty. */
  missing: string;
  submit: string;
  primary?: boolean;
  busy: boolean;
  /** Called with the trimmed text, never an empty one. */
  onSubmit: (text: string) => void;
  /** A note under the field (read with it). */
  note?: string;
  heading?: ReactNode;
  className?: string;
  cancel?: ReactNode;
}

/** A form of one required text: sent empty, it says what is missing (role=alert) and sends nothing. */
export function RequiredTextForm({ label, value, onChange, multiline, missing, submit, primary, busy, onSubmit, note, heading, className, cancel }: RequiredTextFormProps) {
  const id = useId();
  const [empty, setEmpty] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    setEmpty(text === '');
    if (text !== '') onSubmit(text);
  };
  const described = [empty ? `${id}-missing` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  const field = {
    id: `${id}-field`,
    value,
    required: true,
    'aria-invalid': empty || undefined,
    'aria-describedby': described,
  };
  return (
    <form onSubmit={send} noValidate className={`review-form ${className ?? ''}`} aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading && <h4 id={`${id}-heading`}>{heading}</h4>}
      <label htmlFor={field.id}>{label}</label>
      {multiline ? <textarea {...field} rows={3} onChange={(e) => onChange(e.target.value)} /> : <input {...field} onChange={(e) => onChange(e.target.value)} />}
      {empty && (
        <p id={`${id}-missing`} className="studio-error" role="alert">
          {missing}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="review-note">
          {note}
        </p>
      )}
      <div className="review-buttons">
        <button type="submit" className={primary ? 'studio-primary' : undefined} disabled={busy}>
          {submit}
        </button>
        {cancel}
      </div>
    </form>
  );
}

/** Members are not served the live version (it does not validate now): which one they are served, and why. */
export function ServedNote({ reason }: { reason: string }) {
  return (
    <div className="review-served" role="note" aria-label={reviewCopy.served.label}>
      <p>{reason}</p>
    </div>
  );
}

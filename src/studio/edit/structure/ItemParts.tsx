import { patterns } from '@schemas/generic/patterns';
import { useId, useRef, useState, type ReactNode } from 'react';
import { copy, type Noun } from './copy';
import { uniqueId } from './structure-model';
import './structure.css';

const idPattern = new RegExp(patterns.id);

/** Why an id cannot be used in a list, or null when it can. */
export function idProblem(id: string, taken: readonly string[]): string | null {
  if (!idPattern.test(id)) return copy.id.invalid;
  if (taken.includes(id)) return copy.id.taken(id);
  return null;
}

export interface ElementRowProps {
  noun: Noun;
  /** The element's name in words (its id). */
  name: string;
  /** The first line: what the element is. */
  title: ReactNode;
  /** Short facts after the title (widget, props summary, where it goes). */
  details?: readonly string[];
  /** The rule in words, when the element can have one. */
  rule?: string;
  readOnly: boolean;
  /** Why it cannot be removed (the last required one), or undefined. */
  keep?: string;
  onRemove: () => void;
  /** The element's editor, shown by its Edit button. */
  children?: ReactNode;
}

/** One element of a structure list: what it is, its rule in words, Edit (its editor below) and Remove (confirmed). */
export function ElementRow({ noun, name, title, details = [], rule, readOnly, keep, onRemove, children }: ElementRowProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editorId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="structure-element">
      <p className="structure-element-title">{title}</p>
      {details.filter(Boolean).map((detail) => (
        <p key={detail} className="structure-muted">
          {detail}
        </p>
      ))}
      {rule !== undefined && <p className="structure-muted">{rule}</p>}
      <div className="structure-actions">
        {children !== undefined && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={editorId}
            aria-label={`${open ? copy.list.close : copy.list.edit}${copy.list.which(name)}`}
            onClick={() => setOpen(!open)}
          >
            {open ? copy.list.close : copy.list.edit}
          </button>
        )}
        {!confirming && (
          <button
            type="button"
            disabled={readOnly || keep !== undefined}
            title={keep}
            aria-label={`${copy.list.remove}${copy.list.which(name)}`}
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => keepRef.current?.focus());
            }}
          >
            {copy.list.remove}
          </button>
        )}
      </div>
      {confirming && (
        <div role="alert" className="structure-confirm">
          <span>{copy.list.removeWhich(noun, name)}</span>{' '}
          <button type="button" className="structure-danger" disabled={readOnly} onClick={onRemove}>
            {copy.list.confirmRemove}
          </button>{' '}
          <button type="button" ref={keepRef} onClick={() => setConfirming(false)}>
            {copy.list.keep}
          </button>
        </div>
      )}
      {children !== undefined && (
        <div id={editorId} hidden={!open} className="structure-editor">
          {open && children}
        </div>
      )}
    </div>
  );
}

export interface AddWithIdProps {
  heading: string;
  button: string;
  idLabel: string;
  /** The id proposed (from the widget or the noun), made unique against `taken`; editable. */
  proposed: string;
  taken: readonly string[];
  readOnly: boolean;
  onAdd: (id: string) => void;
  /** Controls before the id (the widget to add). */
  children?: ReactNode;
}

/** Add an element under an id: proposed and unique within the list, editable, checked before it is added. */
export function AddWithId({ heading, button, idLabel, proposed, taken, readOnly, onAdd, children }: AddWithIdProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const id = typed ?? uniqueId(proposed, taken);
  const problem = idProblem(id, taken);
  return (
    <form
      className="structure-add"
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        if (problem || readOnly) return;
        onAdd(id);
        setTyped(null);
      }}
    >
      <h3>{heading}</h3>
      {children}
      <div className="structure-field">
        <label htmlFor={inputId}>{idLabel}</label>
        <input
          id={inputId}
          value={id}
          disabled={readOnly}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {problem && (
          <span id={errorId} className="structure-error">
            {problem}
          </span>
        )}
      </div>
      <button type="submit" className="studio-primary" disabled={readOnly || problem !== null}>
        {button}
      </button>
    </form>
  );
}

/** An element's first line: its id, then what it is (its widget, its label's English text). */
export function ElementTitle({ id, what }: { id: string; what: string }) {
  return (
    <>
      <strong>{id}</strong> <span className="structure-muted">· {what}</span>
    </>
  );
}

/** A status line for what a panel just did ("Tile recent-claims removed."). */
export function PanelStatus({ message }: { message: string }) {
  return (
    <p role="status" className="structure-status">
      {message}
    </p>
  );
}

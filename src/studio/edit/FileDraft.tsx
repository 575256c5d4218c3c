import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Draft, JsonObject } from '../../manifest/edit/content-types';
import type { StudioBrand } from '../api';
import { contentApi } from './content-api';
import { copy } from './copy';

const words = copy.fromFile;

/** A pasted text as the brand file's content, or why not (text only: nothing of it is rendered as HTML). */
export function parseBrandFile(text: string): { ok: true; manifest: JsonObject } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: words.notJson(error instanceof Error ? error.message : '') };
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ok: true, manifest: value as JsonObject } : { ok: false, message: words.notObject };
}

/**
 * A draft from a pasted or uploaded brand file: a stored draft like any other (its author, revisions, problems as
 * `npm run validate` words them, review), its manifest the file, its copy the live version's.
 */
export function FileDraft({ brand, onOpen }: { brand: StudioBrand; onOpen: (draft: Draft) => void }) {
  const id = useId();
  const file = `brands/${brand.id}.json`;
  const [text, setText] = useState('');
  const [title, setTitle] = useState(words.titleDefault(file));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) {
      setText(await chosen.text());
      setTitle(words.titleDefault(chosen.name));
    }
  };
  const start = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBrandFile(text);
    if (!parsed.ok) return setError(parsed.message);
    if (title.trim() === '') return setError(copy.drafts.titleRequired);
    setBusy(true);
    setError('');
    try {
      const created = await contentApi.createDraft(brand.id, title.trim());
      onOpen(await contentApi.save(brand.id, created.id, created.revision, { ...created.content, manifest: parsed.manifest }));
      setText('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="studio-file-draft">
      <summary>{words.summary(file)}</summary>
      <form onSubmit={(e) => void start(e)} noValidate>
        <p className="studio-note">{words.intro(file)}</p>
        <label htmlFor={`${id}-title`}>{words.title}</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={`${id}-text`}>{words.text(file)}</label>
        <textarea id={`${id}-text`} value={text} spellCheck={false} rows={8} onChange={(e) => setText(e.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={`${id}-upload`}>{words.upload}</label>
        <input id={`${id}-upload`} type="file" accept="application/json,.json" onChange={(e) => void upload(e)} />
        <p>
          <button type="submit" disabled={busy || text.trim() === ''}>
            {busy ? copy.drafts.creating : words.start}
          </button>
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="studio-error">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}

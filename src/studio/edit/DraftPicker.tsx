import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Draft, DraftSummary } from '../../manifest/edit/content-types';
import type { StudioBrand } from '../api';
import { useLoad } from '../use-load';
import { contentApi } from './content-api';
import { copy } from './copy';
import { FileDraft } from './FileDraft';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The brand's open drafts and "Start a new draft". Opens the newest draft of the signed-in person by itself, so
 * an editor who comes back finds their work where they left it.
 */
export function DraftPicker({
  brand,
  username,
  openId,
  onOpen,
}: {
  brand: StudioBrand;
  username: string;
  openId: string | null;
  onOpen: (draft: Draft | null) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const list = useLoad<{ drafts: DraftSummary[] }>(() => contentApi.drafts(brand.id), [brand.id, attempt, openId]);
  const drafts = list.data?.drafts ?? [];
  const [error, setError] = useState('');
  const [title, setTitle] = useState(() => copy.drafts.newTitleDefault(today()));
  const [creating, setCreating] = useState(false);
  const selectId = useId();
  const titleId = useId();

  const open = async (id: string) => {
    setError('');
    if (id === '') return onOpen(null);
    try {
      onOpen(await contentApi.draft(brand.id, id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const [autoOpened, setAutoOpened] = useState(false);
  useEffect(() => {
    if (autoOpened || openId || !list.data) return;
    setAutoOpened(true);
    const mine = list.data.drafts.filter((d) => d.author === username).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (mine) void open(mine.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list first arrives
  }, [list.data]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setError(copy.drafts.titleRequired);
    setCreating(true);
    setError('');
    try {
      const draft = await contentApi.createDraft(brand.id, title.trim());
      setAttempt((n) => n + 1);
      onOpen(draft);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="studio-draft-picker">
      {list.loading && !list.data && <p role="status">{copy.loading}</p>}
      {list.error && (
        <p role="alert">
          {list.error.message}{' '}
          <button type="button" onClick={list.retry}>
            {copy.retry}
          </button>
        </p>
      )}
      {list.data && drafts.length === 0 && <p>{copy.drafts.none}</p>}
      {drafts.length > 0 && (
        <div className="studio-field">
          <label htmlFor={selectId}>{copy.drafts.label}</label>
          <select id={selectId} value={openId ?? ''} onChange={(e) => void open(e.target.value)}>
            <option value="">{copy.drafts.choose}</option>
            {drafts.map((d) => (
              <option key={d.id} value={d.id}>
                {copy.drafts.option(d.title, copy.status[d.status], d.author)}
              </option>
            ))}
          </select>
        </div>
      )}
      {brand.role !== 'viewer' && (
        <form className="studio-new-draft" onSubmit={(e) => void create(e)}>
          <label htmlFor={titleId}>{copy.drafts.newTitle}</label>
          <input id={titleId} value={title} onChange={(e) => setTitle(e.target.value)} aria-describedby={error ? `${titleId}-error` : undefined} />
          <button type="submit" disabled={creating}>
            {creating ? copy.drafts.creating : copy.drafts.create}
          </button>
        </form>
      )}
      {brand.role !== 'viewer' && (
        <FileDraft
          brand={brand}
          onOpen={(draft) => {
            setAttempt((n) => n + 1);
            onOpen(draft);
          }}
        />
      )}
      {error && (
        <p id={`${titleId}-error`} role="alert" className="studio-error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { StudioBrand } from '../api';
import { contentApi, type VersionWithChanges } from '../edit/content-api';
import { useLoad } from '../use-load';
import { reviewCopy } from './copy';
import { ActionNotices, ChangeList } from './Notices';
import { formatTime } from './review-state';
import { useAction, type ActionState } from './use-action';
import './review.css';

const words = reviewCopy.history;

/** A brand's publications, newest first, each with its changes; a publisher restores one as a new version. */
export function HistoryPanel({ brand }: { brand: StudioBrand }) {
  const [refresh, setRefresh] = useState(0);
  const versions = useLoad(() => contentApi.versions(brand.id), [brand.id, refresh]);
  const action = useAction();
  const list = versions.data ? [...versions.data.versions].sort((a, b) => b.number - a.number) : [];
  const live = list[0]?.number ?? null;
  return (
    <section className="review-panel" aria-labelledby="history-heading">
      <h2 id="history-heading">{words.heading}</h2>
      <ActionNotices action={action} />
      {versions.loading && !versions.data && <p>{reviewCopy.loading}</p>}
      {versions.error && (
        <div role="alert">
          <p>{versions.error.message}</p>
          <button type="button" onClick={versions.retry}>
            {reviewCopy.retry}
          </button>
        </div>
      )}
      {versions.data && list.length === 0 && <p>{words.empty}</p>}
      {list.length > 0 && (
        <ol className="review-versions" reversed>
          {list.map((version) => (
            <VersionItem
              key={version.number}
              version={version}
              live={version.number === live}
              canRestore={brand.role === 'publisher' && version.number !== live}
              brand={brand.id}
              action={action}
              onRestored={() => setRefresh((n) => n + 1)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface VersionItemProps {
  version: VersionWithChanges;
  live: boolean;
  canRestore: boolean;
  brand: string;
  action: ActionState;
  onRestored: () => void;
}

function VersionItem({ version, live, canRestore, brand, action, onRestored }: VersionItemProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState(words.restoreMessageDefault(version.number));
  const [missing, setMissing] = useState(false);
  const restore = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    const outcome = await action.run(
      () => contentApi.restore(brand, version.number, message.trim()),
      (result) => words.restored(version.number, result.version.number),
    );
    if (outcome.ok) {
      setConfirming(false);
      onRestored();
    }
  };
  return (
    <li className="review-version">
      <h3 id={`${id}-heading`}>
        {words.version(version.number)} {live && <span className="review-note">{words.live}</span>}
      </h3>
      <p>{words.byAt(version.author, formatTime(version.publishedAt))}</p>
      <p>{version.message || words.noMessage}</p>
      {version.restoredFrom !== null && <p>{words.restoredFrom(version.restoredFrom)}</p>}
      <details>
        <summary>{words.changes(version.changes.length)}</summary>
        <ChangeList changes={version.changes} label={words.changes(version.changes.length)} empty={words.noChanges} />
      </details>
      {canRestore && !confirming && (
        <button type="button" aria-label={words.restoreLabel(version.number)} onClick={() => setConfirming(true)}>
          {words.restore}
        </button>
      )}
      {canRestore && confirming && (
        <form className="review-form review-confirm" aria-labelledby={`${id}-confirm`} onSubmit={(e) => void restore(e)} noValidate>
          <h4 id={`${id}-confirm`}>{words.confirmHeading(version.number)}</h4>
          <p>{words.confirmIntro}</p>
          <label htmlFor={`${id}-message`}>{words.restoreMessage}</label>
          <input
            id={`${id}-message`}
            value={message}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {missing && (
            <p id={`${id}-missing`} role="alert" className="studio-error">
              {words.restoreNeedsMessage}
            </p>
          )}
          <div className="review-buttons">
            <button type="submit" className="studio-primary" disabled={action.busy}>
              {words.confirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {words.cancel}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

import { useId, useState } from 'react';
import type { StudioBrand } from '../api';
import { contentApi, type VersionWithChanges } from '../edit/content-api';
import { useLoad } from '../use-load';
import { ReleasesList } from '../releases/ReleasesList';
import { reviewCopy } from './copy';
import { ActionNotices, ChangeList, LoadStatus, RequiredTextForm, ServedNote } from './Notices';
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
    <>
      <section className="review-panel" aria-labelledby="history-heading">
        <h2 id="history-heading">{words.heading}</h2>
        <ActionNotices action={action} />
        <LoadStatus load={versions} />
        {versions.data?.served && <ServedNote reason={versions.data.served.reason} />}
        {versions.data && list.length === 0 && <p>{words.empty}</p>}
        {list.length > 0 && (
          <ol className="review-versions" reversed>
            {list.map((version) => (
              <VersionItem
                key={version.number}
                version={version}
                live={version.number === live}
                served={versions.data?.served?.version === version.number}
                canRestore={brand.role === 'publisher' && version.number !== live}
                brand={brand.id}
                action={action}
                onRestored={() => setRefresh((n) => n + 1)}
              />
            ))}
          </ol>
        )}
      </section>
      <ReleasesList brand={brand.id} canChange={brand.role === 'publisher'} action={action} />
    </>
  );
}

interface VersionItemProps {
  version: VersionWithChanges;
  live: boolean;
  /** Members are served this version (the live one does not validate). */
  served: boolean;
  canRestore: boolean;
  brand: string;
  action: ActionState;
  onRestored: () => void;
}

function VersionItem({ version, live, served, canRestore, brand, action, onRestored }: VersionItemProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState(words.restoreMessageDefault(version.number));
  const restore = async (text: string) => {
    const outcome = await action.run(
      () => contentApi.restore(brand, version.number, text),
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
        {served && <span className="review-flag"> {words.servedToMembers}</span>}
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
        <RequiredTextForm
          className="review-confirm"
          heading={words.confirmHeading(version.number)}
          note={words.confirmIntro}
          label={words.restoreMessage}
          value={message}
          onChange={setMessage}
          missing={words.restoreNeedsMessage}
          submit={words.confirm}
          primary
          busy={action.busy}
          onSubmit={(text) => void restore(text)}
          cancel={
            <button type="button" onClick={() => setConfirming(false)}>
              {words.cancel}
            </button>
          }
        />
      )}
    </li>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { Release } from '../../manifest/edit/content-types';
import { LoadStatus, ActionNotices } from '../review/Notices';
import { formatTime } from '../review/review-state';
import { useAction, type ActionState } from '../review/use-action';
import { useLoad } from '../use-load';
import { releasesCopy } from './copy';
import { atOf, shownAt } from './release-form';
import { releasesApi } from './releases-api';
import { TimeZoneSetting } from './TimeZoneSetting';

const words = releasesCopy.list;

/** A brand's releases (scheduled, published, cancelled, not published, newest due first); a publisher moves or cancels a scheduled one. */
export function ReleasesList({ brand, canChange, action: hosted }: { brand: string; canChange: boolean; action?: ActionState }) {
  const [refresh, setRefresh] = useState(0);
  const list = useLoad(() => releasesApi.list(brand), [brand, refresh]);
  const own = useAction();
  const action = hosted ?? own;
  const releases = list.data?.releases ?? [];
  return (
    <section className="review-panel release-list" aria-labelledby="releases-heading">
      <h2 id="releases-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      {!hosted && <ActionNotices action={own} />}
      {list.error && <LoadStatus load={list} />}
      {list.data && <TimeZoneSetting brand={brand} zone={list.data.timeZone} canChange={canChange} action={action} onChanged={() => setRefresh((n) => n + 1)} />}
      {list.data && releases.length === 0 && <p>{words.empty}</p>}
      {releases.length > 0 && (
        <ul aria-label={words.listLabel} className="review-versions">
          {releases.map((release) => (
            <ReleaseItem key={release.id} release={release} brand={brand} canChange={canChange && release.status === 'scheduled'} action={action} onChanged={() => setRefresh((n) => n + 1)} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ReleaseItemProps {
  release: Release;
  brand: string;
  canChange: boolean;
  action: ActionState;
  onChanged: () => void;
}

function ReleaseItem({ release, brand, canChange, action, onChanged }: ReleaseItemProps) {
  const id = useId();
  const at = words.at(shownAt(release.localAt), release.timeZone);
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(release.localAt.slice(0, 10));
  const [time, setTime] = useState(release.localAt.slice(11, 16));

  const move = async (event: FormEvent) => {
    event.preventDefault();
    const next = atOf(date, time);
    if (!next) return action.refuse(releasesCopy.schedule.missing);
    const outcome = await action.run(() => releasesApi.move(brand, release.id, next), (moved) => words.moved(words.at(shownAt(moved.localAt), moved.timeZone)));
    if (outcome.ok) {
      setMoving(false);
      onChanged();
    }
  };
  const cancel = async () => {
    if ((await action.run(() => releasesApi.cancel(brand, release.id), () => words.cancelled(at))).ok) onChanged();
  };

  return (
    <li className="review-version">
      <p>
        <strong>
          <span className={`review-status release-status-${release.status}`}>{words.status[release.status]}</span> {at}
        </strong>
      </p>
      <p>
        {words.by(release.createdBy)}, {formatTime(release.createdAt)}
        {release.message && <> · {release.message}</>}
      </p>
      <p>
        {words.drafts}: {release.drafts.map((d) => d.title).join(', ')}
      </p>
      {release.version !== null && <p>{words.becameVersion(release.version)}</p>}
      {release.outcome && <p className="review-flag">{words.failed(release.outcome)}</p>}
      {canChange && !moving && (
        <p>
          <button type="button" aria-label={words.moveLabel(at)} onClick={() => setMoving(true)}>
            {words.move}
          </button>{' '}
          <button type="button" aria-label={words.cancelLabel(at)} disabled={action.busy} onClick={() => void cancel()}>
            {words.cancel}
          </button>
        </p>
      )}
      {canChange && moving && (
        <form onSubmit={(e) => void move(e)} aria-label={words.moveHeading} noValidate>
          <p>
            <label htmlFor={`${id}-date`}>{releasesCopy.schedule.date}</label>{' '}
            <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />{' '}
            <label htmlFor={`${id}-time`}>{releasesCopy.schedule.time}</label>{' '}
            <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} /> {releasesCopy.schedule.timeZone(release.timeZone)}
          </p>
          <p>
            <button type="submit" disabled={action.busy}>
              {words.saveMove}
            </button>{' '}
            <button type="button" onClick={() => setMoving(false)}>
              {words.keep}
            </button>
          </p>
        </form>
      )}
    </li>
  );
}

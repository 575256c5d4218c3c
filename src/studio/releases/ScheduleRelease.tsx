import { useId, useState, type FormEvent } from 'react';
import type { DraftSummary } from '../../manifest/edit/content-types';
import { contentApi } from '../edit/content-api';
import { ActionNotices } from '../review/Notices';
import { useAction, type ActionState } from '../review/use-action';
import { useLoad } from '../use-load';
import { releasesCopy } from './copy';
import { atOf, firstValues, shownAt } from './release-form';
import { releasesApi } from './releases-api';

const words = releasesCopy.schedule;

interface ScheduleReleaseProps {
  brand: string;
  /** The approved draft the publisher is reviewing: the release's first. */
  draft: { id: string; title: string };
  onScheduled?: () => void;
  /** The host panel's action (its notices announce this one's outcome); absent: the form shows its own. */
  action?: ActionState;
}

/**
 * A publisher's Schedule control for an approved draft (and any other approved drafts of the brand, as one release):
 * a date and a time in the brand's time zone, shown beside them. The server checks everything again.
 */
export function ScheduleRelease({ brand, draft, onScheduled, action: hosted }: ScheduleReleaseProps) {
  const id = useId();
  const list = useLoad(() => releasesApi.list(brand), [brand]);
  const drafts = useLoad(() => contentApi.drafts(brand), [brand]);
  const own = useAction();
  const action = hosted ?? own;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [also, setAlso] = useState<string[]>([]);
  const zone = list.data?.timeZone ?? '';
  const start = list.data ? firstValues(list.data.now, zone) : null;
  const others = (drafts.data?.drafts ?? []).filter((d: DraftSummary) => d.status === 'approved' && d.id !== draft.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = atOf(date || start?.date || '', time || start?.time || '');
    if (!at) {
      action.refuse(words.missing);
      return;
    }
    const outcome = await action.run(
      () => releasesApi.schedule(brand, [draft.id, ...also], at, message),
      (release) => words.scheduled(shownAt(release.localAt), release.timeZone),
    );
    if (outcome.ok) onScheduled?.();
  };

  return (
    <form className="release-schedule" aria-labelledby={`${id}-heading`} onSubmit={(e) => void submit(e)} noValidate>
      <h4 id={`${id}-heading`}>{words.heading}</h4>
      <p className="review-note">{words.intro}</p>
      <p>
        <label htmlFor={`${id}-date`}>{words.date}</label>{' '}
        <input id={`${id}-date`} type="date" value={date || start?.date || ''} onChange={(e) => setDate(e.target.value)} aria-describedby={`${id}-zone`} />{' '}
        <label htmlFor={`${id}-time`}>{words.time}</label>{' '}
        <input id={`${id}-time`} type="time" value={time || start?.time || ''} onChange={(e) => setTime(e.target.value)} aria-describedby={`${id}-zone`} />{' '}
        <span id={`${id}-zone`}>{zone && words.timeZone(zone)}</span>
      </p>
      {others.length > 0 && (
        <fieldset>
          <legend>{words.also}</legend>
          {others.map((other) => (
            <p key={other.id}>
              <label>
                <input
                  type="checkbox"
                  checked={also.includes(other.id)}
                  onChange={(e) => setAlso((now) => (e.target.checked ? [...now, other.id] : now.filter((x) => x !== other.id)))}
                />{' '}
                {words.alsoDraft(other.title)}
              </label>
            </p>
          ))}
        </fieldset>
      )}
      <p>
        <label htmlFor={`${id}-message`}>{words.message}</label>{' '}
        <input id={`${id}-message`} type="text" maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
      </p>
      <p>
        <button type="submit" disabled={action.busy || !list.data}>
          {words.submit}
        </button>
      </p>
      {!hosted && <ActionNotices action={own} />}
    </form>
  );
}

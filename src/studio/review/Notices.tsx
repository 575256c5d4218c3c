import type { ChangeLine } from '../../manifest/edit/content-types';
import type { ActionState } from './use-action';

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
        </li>
      ))}
    </ul>
  );
}

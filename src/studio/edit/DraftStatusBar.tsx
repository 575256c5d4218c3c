import { useState } from 'react';
import type { useDraftSession } from './use-draft-session';
import { StudioCallError, type StudioBrand } from '../api';
import { contentApi } from './content-api';
import { copy } from './copy';
import { errorCount } from './problems';

type Session = ReturnType<typeof useDraftSession>;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString();

/** The open draft's state: save status (and a conflict's choice), review, staleness, submit and discard. */
export function DraftStatusBar({ brand, session, onClosed }: { brand: StudioBrand; session: Session; onClosed: () => void }) {
  const { state } = session;
  const { draft } = state;
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; conflicts: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const editor = brand.role !== 'viewer';
  const errors = errorCount(draft.problems);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    setRefusal(null);
    try {
      await action();
    } catch (e) {
      const conflicts = e instanceof StudioCallError && Array.isArray(e.body?.conflicts) ? (e.body.conflicts as string[]) : [];
      setRefusal({ message: e instanceof Error ? e.message : String(e), conflicts });
    } finally {
      setBusy(false);
    }
  };

  const submit = () =>
    act(async () => {
      const saved = await session.flush();
      if (saved.pending || saved.failure) return setMessage(copy.submitWaiting);
      session.replace(await contentApi.submit(brand.id, saved.draft.id, saved.draft.revision));
      setMessage(copy.submitted);
    });
  const rebase = () =>
    act(async () => {
      await session.flush();
      session.replace(await contentApi.rebase(brand.id, draft.id));
      setMessage(copy.rebased);
    });
  const discard = () =>
    act(async () => {
      if (!window.confirm(copy.discardConfirm)) return;
      await contentApi.discard(brand.id, draft.id);
      onClosed();
    });

  const saveStatus = state.saving
    ? copy.save.saving
    : state.pending && !state.failure
      ? copy.save.pending
      : state.savedAt
        ? copy.save.saved(timeOf(state.savedAt))
        : copy.save.unchanged;

  return (
    <div className="studio-draft-status">
      <h3>{draft.title}</h3>
      <p>
        <span className={`studio-status studio-status-${draft.status}`}>{copy.status[draft.status]}</span> {copy.meta(draft.author, draft.revision, draft.baseVersion)}
      </p>
      {draft.review?.decision === 'changes_requested' && draft.status === 'changes_requested' && (
        <p className="studio-review-comment">{copy.sentBack(draft.review.by, draft.review.comment)}</p>
      )}
      {(draft.status === 'in_review' || draft.status === 'approved') && editor && <p className="studio-note">{copy.inReviewNote}</p>}
      {draft.stale && (
        <div className="studio-warning" role="alert">
          <p>{copy.stale(draft.baseVersion)}</p>
          {editor && (
            <button type="button" onClick={() => void rebase()} disabled={busy}>
              {copy.rebase}
            </button>
          )}
        </div>
      )}
      <p role="status" className="studio-save-status">
        {state.failure ? '' : saveStatus}
      </p>
      {state.failure && (
        <div role="alert" className="studio-error-box">
          {state.failure.kind === 'conflict' && (
            <>
              <p>{copy.save.conflict(state.failure.message)}</p>
              <button type="button" onClick={session.keepMine}>
                {copy.save.keepMine}
              </button>{' '}
              <button type="button" onClick={session.takeTheirs}>
                {copy.save.takeTheirs}
              </button>
            </>
          )}
          {state.failure.kind === 'refused' && (
            <>
              <p>{copy.save.refused(state.failure.message)}</p>
              <button type="button" onClick={session.retry}>
                {copy.save.retry}
              </button>
            </>
          )}
          {state.failure.kind === 'unreachable' && <p>{state.failure.message}</p>}
        </div>
      )}
      {editor && (draft.status === 'draft' || draft.status === 'changes_requested') && (
        <div className="studio-actions">
          <button type="button" onClick={() => void submit()} disabled={busy || errors > 0 || draft.stale} aria-describedby={errors > 0 ? 'submit-blocked' : undefined}>
            {copy.submit}
          </button>
          {errors > 0 && (
            <span id="submit-blocked" className="studio-note">
              {copy.submitBlocked(errors)}
            </span>
          )}
        </div>
      )}
      {editor && draft.status !== 'published' && draft.status !== 'discarded' && (
        <button type="button" className="studio-quiet" onClick={() => void discard()} disabled={busy}>
          {copy.discard}
        </button>
      )}
      <p role="status">{message}</p>
      {refusal && (
        <div role="alert" className="studio-error-box">
          <p>{refusal.conflicts.length > 0 ? copy.conflicts : refusal.message}</p>
          {refusal.conflicts.length > 0 && (
            <ul>
              {refusal.conflicts.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

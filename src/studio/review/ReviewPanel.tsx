import { useId, useState, type ReactNode } from 'react';
import type { Draft } from '../../manifest/edit/content-types';
import { StudioCallError, type StudioBrand, type StudioWho } from '../api';
import { contentApi } from '../edit/content-api';
import { useLoad } from '../use-load';
import { reviewCopy } from './copy';
import { ChangeReview } from './ChangeReview';
import type { Comparison } from './CompareFrames';
import { ActionNotices, ChangeList, LoadStatus, RequiredTextForm } from './Notices';
import { ScheduleRelease } from '../releases/ScheduleRelease';
import { approveBlock, canPublish, canRebase, canSendBack, conflictsOf, formatTime, openDrafts } from './review-state';
import { useAction, type ActionState } from './use-action';
import './review.css';

const words = reviewCopy.review;

export interface ReviewPanelProps {
  brand: StudioBrand;
  who: StudioWho;
  /** Show a draft in the preview frame (for the chosen persona), or the publication again (null). */
  onPreviewDraft: (id: string | null) => void;
  /** The preview's as-of date (the comparison for every persona reads it). */
  date?: string;
  /** The side-by-side comparison shown, and how to show one (null: the single frame again). */
  compare?: Comparison | null;
  onCompare?: (comparison: Comparison | null) => void;
}

/**
 * A brand's open drafts and the review of one: its readable changes and problems, its preview, and for a publisher
 * approve / send back / publish; a stale draft's rebase. The server decides; a refusal is shown as it comes.
 */
export function ReviewPanel({ brand, who, onPreviewDraft, date = new Date().toISOString().slice(0, 10), compare = null, onCompare = () => undefined }: ReviewPanelProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const list = useLoad(() => contentApi.drafts(brand.id), [brand.id, refresh]);
  const draft = useLoad(chosen ? () => contentApi.draft(brand.id, chosen) : null, [brand.id, chosen, refresh]);
  const action = useAction();
  const reload = () => setRefresh((n) => n + 1);
  const drafts = list.data ? openDrafts(list.data.drafts) : [];

  const preview = (id: string | null) => {
    setPreviewing(id);
    onPreviewDraft(id);
  };

  return (
    <section className="review-panel" aria-labelledby="review-heading">
      <h2 id="review-heading">{words.heading}</h2>
      <p>{words.intro}</p>
      <ActionNotices action={action} />
      <LoadStatus load={list} />
      {list.data && drafts.length === 0 && <p>{words.empty}</p>}
      {drafts.length > 0 && (
        <ul className="review-list" aria-label={words.listLabel}>
          {drafts.map((d) => (
            <li key={d.id}>
              <button type="button" aria-pressed={chosen === d.id} aria-label={words.choose(d.title)} onClick={() => setChosen(d.id)}>
                {d.title}
              </button>{' '}
              <span className={`review-status review-status-${d.status}`}>{reviewCopy.status[d.status]}</span>{' '}
              <span>{words.byAt(d.author, formatTime(d.updatedAt))}</span>
              {d.stale && <span className="review-flag"> {words.stale}</span>}
              {!d.valid && <span className="review-flag"> {words.invalid}</span>}
            </li>
          ))}
        </ul>
      )}
      {chosen && <LoadStatus load={draft} />}
      {chosen && draft.data && (
        <DraftReviewView
          key={draft.data.id}
          draft={draft.data}
          brand={brand}
          username={who.username}
          action={action}
          previewing={previewing === draft.data.id}
          onPreview={preview}
          onDone={reload}
          comparison={<ChangeReview draft={draft.data} brand={brand} date={date} compare={compare} onCompare={onCompare} />}
        />
      )}
    </section>
  );
}

interface DraftViewProps {
  draft: Draft;
  brand: StudioBrand;
  username: string;
  action: ActionState;
  previewing: boolean;
  onPreview: (id: string | null) => void;
  onDone: () => void;
  /** The changes as members will see them (ChangeReview). */
  comparison: ReactNode;
}

function DraftReviewView({ draft, brand, username, action, previewing, onPreview, onDone, comparison }: DraftViewProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState(words.publishMessageDefault(draft.title));
  const [conflicts, setConflicts] = useState<string[]>([]);
  const live = useLoad(canRebase(draft, brand.role) ? () => contentApi.basis(brand.id) : null, [brand.id, draft.id, draft.stale]);
  const liveVersion = live.data?.version.number ?? null;
  const blocked = approveBlock(draft, username, brand.role);
  const act = async <T,>(call: () => Promise<T>, success: (result: T) => string) => {
    setConflicts([]);
    const outcome = await action.run(call, success);
    if (outcome.ok) onDone();
    return outcome;
  };

  const sendBack = async (text: string) => {
    if ((await act(() => contentApi.requestChanges(brand.id, draft.id, text), () => words.done.sentBack(draft.title))).ok) setComment('');
  };
  // The revision shown is the one approved; a later one (the editor saved and resubmitted meanwhile) is refused, and
  // the publisher gets the draft as it is now to read again.
  const approve = async () => {
    const outcome = await act(() => contentApi.approve(brand.id, draft.id, draft.revision), () => words.done.approved(draft.title));
    if (!outcome.ok && outcome.error instanceof StudioCallError && outcome.error.status === 409 && outcome.error.body?.reason === 'revision') {
      action.refuse(words.changedSinceReview(draft.title));
      onDone();
    }
  };
  const publish = (text: string) => act(() => contentApi.publish(brand.id, draft.id, text), ({ version }) => words.done.published(version.number));

  const rebase = async () => {
    const outcome = await act(() => contentApi.rebase(brand.id, draft.id), (rebased) => words.done.rebased(rebased.baseVersion));
    if (!outcome.ok) setConflicts(conflictsOf(outcome.error instanceof StudioCallError ? outcome.error.body : null));
  };

  return (
    <article className="review-draft" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{draft.title}</h3>
      <p>
        <span className={`review-status review-status-${draft.status}`}>{reviewCopy.status[draft.status]}</span> ·{' '}
        {words.byAt(draft.author, formatTime(draft.updatedAt))} · {words.baseVersion(draft.baseVersion)}
        {draft.stale && <strong className="review-flag"> · {words.stale}</strong>}
      </p>
      {draft.review && (
        <p>
          {words.lastReview(words.decisions[draft.review.decision], draft.review.by, formatTime(draft.review.at))}
          {draft.review.comment && <> — {words.comment(draft.review.comment)}</>}
        </p>
      )}
      <p>
        <button type="button" aria-pressed={previewing} onClick={() => onPreview(previewing ? null : draft.id)}>
          {previewing ? words.stopPreview : words.preview}
        </button>
        {previewing && <span className="review-note"> {words.previewing}</span>}
      </p>

      {comparison}
      <h4>{words.changesHeading}</h4>
      <ChangeList changes={draft.changes} label={words.changesHeading} empty={words.noChanges} />
      <h4>{words.problemsHeading}</h4>
      {draft.problems.length === 0 ? (
        <p>{words.noProblems}</p>
      ) : (
        <ul aria-label={words.problemsHeading} className="review-problems">
          {draft.problems.map((p, i) => (
            <li key={i} className={`review-problem-${p.severity}`}>
              {p.severity}: {p.file ? `${p.file} ` : ''}
              {p.pointer || '/'}: {p.message}
              {p.hint ? ` ${p.hint}` : ''}
            </li>
          ))}
        </ul>
      )}

      {canRebase(draft, brand.role) && (
        <div className="review-rebase">
          <button type="button" onClick={() => void rebase()} disabled={action.busy}>
            {words.rebase(liveVersion)}
          </button>
          {conflicts.length > 0 && (
            <div role="alert">
              <p>{words.conflictsHeading}</p>
              <ul>
                {conflicts.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      {brand.role === 'publisher' && (
        <div className="review-actions">
          <h4>{words.actionsHeading}</h4>
          <p>
            <button
              type="button"
              className="studio-primary"
              disabled={blocked !== null || action.busy}
              aria-describedby={blocked ? `${id}-approve-why` : undefined}
              onClick={() => void approve()}
            >
              {words.approve}
            </button>
            {blocked && (
              <span id={`${id}-approve-why`} className="review-note">
                {' '}
                {blocked}
              </span>
            )}
          </p>
          {canSendBack(draft, brand.role) && (
            <RequiredTextForm
              label={words.sendBackComment}
              value={comment}
              onChange={setComment}
              multiline
              missing={words.sendBackNeedsComment}
              submit={words.sendBack}
              busy={action.busy}
              onSubmit={(text) => void sendBack(text)}
            />
          )}
          {canPublish(draft, brand.role) && (
            <RequiredTextForm
              label={words.publishMessage}
              value={message}
              onChange={setMessage}
              missing={words.publishNeedsMessage}
              submit={words.publish}
              primary
              busy={action.busy}
              note={draft.stale ? words.publishStale : undefined}
              onSubmit={(text) => void publish(text)}
            />
          )}
          {canPublish(draft, brand.role) && <ScheduleRelease brand={brand.id} draft={draft} action={action} onScheduled={onDone} />}
        </div>
      )}
    </article>
  );
}

import type { Draft, DraftStatus } from '../../src/manifest/edit/content-types';
import type { Problem } from '../../src/engine/manifest/problems';
import { roleIncludes, type StudioRole } from '../studio/accounts';

/*
 * The rules of the studio's editorial workflow (issue 16), pure: who may do what to a draft, and when. The store
 * (content-store.ts) asks them before every change and records a refusal in the audit log; the routes send a
 * refusal's status and body as they are.
 */

export type WorkflowAction =
  | 'read'
  | 'create'
  | 'save'
  | 'submit'
  | 'rebase'
  | 'discard'
  | 'approve'
  | 'request_changes'
  | 'publish'
  | 'restore'
  | 'adopt'
  | 'schedule';

/** The least role each action needs on the brand. */
export const neededRole: Readonly<Record<WorkflowAction, StudioRole>> = {
  read: 'viewer',
  create: 'editor',
  save: 'editor',
  submit: 'editor',
  rebase: 'editor',
  discard: 'editor',
  approve: 'publisher',
  request_changes: 'publisher',
  publish: 'publisher',
  restore: 'publisher',
  adopt: 'publisher',
  schedule: 'publisher',
};

const actionWords: Record<WorkflowAction, string> = {
  read: 'read content',
  create: 'create drafts',
  save: 'change drafts',
  submit: 'submit drafts for review',
  rebase: 'rebase drafts',
  discard: 'discard drafts',
  approve: 'approve drafts',
  request_changes: 'send drafts back',
  publish: 'publish',
  restore: 'restore versions',
  adopt: "adopt the repository's files",
  schedule: 'schedule releases',
};

export type RefusalReason = 'role' | 'own_change' | 'revision' | 'stale' | 'status' | 'conflict' | 'invalid' | 'comment' | 'not_found' | 'external_host' | 'limit' | 'date';

/** A refused action: the HTTP status, the reason and the sentence the person reads, plus what the client needs. */
export interface Refusal {
  status: 403 | 404 | 409 | 422;
  reason: RefusalReason;
  message: string;
  problems?: Problem[];
  conflicts?: string[];
  /** A revision conflict's draft as it is now (the client keeps its own text beside it). */
  current?: Draft;
}

export class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export function roleRefusal(role: StudioRole, action: WorkflowAction, brand: string): Refusal | null {
  const needed = neededRole[action];
  if (roleIncludes(role, needed)) return null;
  const a = (word: string) => (word === 'editor' ? `an ${word}` : `a ${word}`);
  return { status: 403, reason: 'role', message: `Only ${a(needed)} of ${brand} may ${actionWords[action]}; you are ${a(role)}.` };
}

/** The statuses a draft may be in for each action on it (a published or discarded draft is history). */
const allowedFrom: Partial<Record<WorkflowAction, readonly DraftStatus[]>> = {
  save: ['draft', 'in_review', 'changes_requested', 'approved'],
  submit: ['draft', 'changes_requested'],
  rebase: ['draft', 'in_review', 'changes_requested', 'approved'],
  discard: ['draft', 'in_review', 'changes_requested', 'approved'],
  approve: ['in_review'],
  request_changes: ['in_review', 'approved'],
  publish: ['approved'],
};

const statusWords: Record<DraftStatus, string> = {
  draft: 'a draft',
  in_review: 'in review',
  changes_requested: 'sent back for changes',
  approved: 'approved',
  published: 'published already',
  discarded: 'discarded',
};

export function statusRefusal(status: DraftStatus, action: WorkflowAction): Refusal | null {
  const allowed = allowedFrom[action];
  if (!allowed || allowed.includes(status)) return null;
  const hint = action === 'publish' ? ' Only an approved draft is published.' : action === 'approve' ? ' Only a draft in review is approved.' : '';
  return { status: 409, reason: 'status', message: `This draft is ${statusWords[status]}, so you cannot ${actionWords[action].replace(/ drafts?\b/, ' it')}.${hint}` };
}

/** Nobody approves a draft they changed (saving content to it); adopting the repository's files is not changing it. */
export function ownChangeRefusal(actor: string, changedBy: readonly string[]): Refusal | null {
  return changedBy.includes(actor) ? { status: 403, reason: 'own_change', message: 'You changed this draft, so another publisher must approve it.' } : null;
}

/** A save names the revision it was made over: another revision means someone else saved in between. */
export function revisionRefusal(given: number, current: { revision: number; savedBy: string; savedAt: string }): Refusal | null {
  if (given === current.revision) return null;
  return {
    status: 409,
    reason: 'revision',
    message: `${current.savedBy} saved this draft at ${current.savedAt} (revision ${current.revision}) after the revision ${given} your change was made over. Your text is kept: compare it with theirs and save again.`,
  };
}

/**
 * An approval names the revision the publisher reviewed: a save (and a new submission) since means they approve
 * something they have not read.
 */
export function reviewedRevisionRefusal(reviewed: number, current: { revision: number; savedBy: string; savedAt: string }): Refusal | null {
  if (reviewed === current.revision) return null;
  return {
    status: 409,
    reason: 'revision',
    message: `${current.savedBy} changed this draft at ${current.savedAt} (revision ${current.revision}) after the revision ${reviewed} you reviewed: read its changes again before approving.`,
  };
}

/** A later publication since the draft's base: submit and publish wait for a rebase. */
export function staleRefusal(baseVersion: number, liveVersion: number): Refusal | null {
  if (baseVersion >= liveVersion) return null;
  return {
    status: 409,
    reason: 'stale',
    message: `This draft was started from version ${baseVersion}, and version ${liveVersion} has been published since: rebase it onto version ${liveVersion} first.`,
  };
}

/**
 * Only content with no error is submitted, published, restored or adopted. `what`: the sentence's start for content
 * other than a draft (a version to restore, the repository's files).
 */
export function invalidRefusal(problems: readonly Problem[], what?: string): Refusal | null {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return null;
  const counted = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
  const message = what ? `${what} (${counted}): nothing was published.` : `This draft has ${counted} to fix first.`;
  return { status: 422, reason: 'invalid', message, problems: [...problems] };
}

export function conflictRefusal(conflicts: readonly string[], liveVersion: number): Refusal | null {
  if (conflicts.length === 0) return null;
  return {
    status: 409,
    reason: 'conflict',
    message: `Version ${liveVersion} changed the same ${conflicts.length === 1 ? 'place' : `${conflicts.length} places`} as this draft: the draft is unchanged; edit those places by hand.`,
    conflicts: [...conflicts],
  };
}

/** Open drafts (not published or discarded) one author may have of one brand. */
export const MAX_OPEN_DRAFTS = 20;

/** A new draft past the author's open drafts of the brand: finish or discard one first. */
export function draftLimitRefusal(open: number, brand: string, max = MAX_OPEN_DRAFTS): Refusal | null {
  if (open < max) return null;
  return {
    status: 409,
    reason: 'limit',
    message: `You have ${open} open drafts of ${brand}, the most one person may have: submit, publish or discard one before starting another.`,
  };
}

export function commentRefusal(comment: string): Refusal | null {
  return comment.trim() === '' ? { status: 422, reason: 'comment', message: 'Say what needs to change: a comment is required to send a draft back.' } : null;
}

/** A save to a draft in review or approved sends it back to 'draft': an approval covers exactly what was reviewed. */
export function statusAfterSave(status: DraftStatus): DraftStatus {
  return status === 'in_review' || status === 'approved' ? 'draft' : status;
}

/** The first refusal of a list of checks, or null. */
export function firstRefusal(...checks: (Refusal | null)[]): Refusal | null {
  return checks.find((check) => check !== null) ?? null;
}

export function refuseIf(...checks: (Refusal | null)[]): void {
  const refusal = firstRefusal(...checks);
  if (refusal) throw new RefusedError(refusal);
}

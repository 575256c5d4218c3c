import type { DraftStatus } from '../../src/manifest/edit/content-types';
import type { Refusal } from './workflow-rules';
import { instantOf } from '../../src/manifest/edit/zoned-time';

/*
 * The rules of a scheduled release (issue 31), pure: when it may go live, which drafts it may hold. The store
 * (scheduling.ts) asks them when a publisher schedules or moves a release; at the moment it is due, the release is
 * checked again as a publication is (its drafts still approved, their changes merged, the result valid).
 */

/** Drafts one release may hold. */
export const MAX_RELEASE_DRAFTS = 20;

/** The instant `localAt` is in `zone`, or why it cannot be scheduled then (not a time there, or not in the future). */
export function dueOf(localAt: string, zone: string, now: Date): { at: Date } | { refusal: Refusal } {
  const at = instantOf(localAt, zone);
  if (!at) {
    return { refusal: { status: 422, reason: 'date', message: `"${localAt}" is not a date and time in ${zone}: give a day that exists and a time (hh:mm) its clocks show.` } };
  }
  if (at.getTime() <= now.getTime()) {
    return { refusal: { status: 422, reason: 'date', message: `${localAt.replace('T', ' ')} (${zone}) has passed: choose a time in the future.` } };
  }
  return { at };
}

export function draftsRefusal(ids: readonly string[]): Refusal | null {
  if (ids.length === 0) return { status: 422, reason: 'invalid', message: 'A release needs at least one approved draft.' };
  if (ids.length > MAX_RELEASE_DRAFTS) return { status: 422, reason: 'limit', message: `A release holds at most ${MAX_RELEASE_DRAFTS} drafts.` };
  if (new Set(ids).size !== ids.length) return { status: 422, reason: 'invalid', message: 'A release names each draft once.' };
  return null;
}

/** Only an approved draft, in no other scheduled release, is scheduled. */
export function releasableRefusal(title: string, status: DraftStatus, inRelease: boolean): Refusal | null {
  if (status !== 'approved') return { status: 409, reason: 'status', message: `"${title}" is not approved (it is ${status.replace('_', ' ')}): only approved drafts are scheduled.` };
  if (inRelease) return { status: 409, reason: 'status', message: `"${title}" is in another scheduled release already: move or cancel that one.` };
  return null;
}

/** Why a release due now is not published: one of its drafts changed since it was scheduled. */
export function changedSinceScheduled(title: string, status: DraftStatus): string | null {
  return status === 'approved' ? null : `"${title}" is ${status.replace('_', ' ')} now, no longer approved as it was when the release was scheduled.`;
}

/** A scheduled release only is moved or cancelled. */
export function stillScheduledRefusal(status: string): Refusal | null {
  return status === 'scheduled' ? null : { status: 409, reason: 'status', message: `This release is ${status} already: only a scheduled release is moved or cancelled.` };
}

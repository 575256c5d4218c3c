import type { Draft, DraftSummary, JsonObject } from '../../manifest/edit/content-types';
import type { StudioBrand } from '../api';
import { reviewCopy } from './copy';

/* What the review panels decide, React-free: which drafts are open, what a person may do with one, and why not. */

/** Drafts still on their way (not published, not discarded), most recently updated first. */
export function openDrafts(drafts: readonly DraftSummary[]): DraftSummary[] {
  return drafts.filter((d) => d.status !== 'published' && d.status !== 'discarded').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export type Role = StudioBrand['role'];

/** Why `username` may not approve `draft` (the server says the same), or null when they may. */
export function approveBlock(draft: Draft, username: string, role: Role): string | null {
  const blocked = reviewCopy.review.approveBlocked;
  if (role !== 'publisher') return blocked.role;
  if (draft.changedBy.includes(username) || draft.author === username) return blocked.ownChange;
  if (draft.status !== 'in_review') return blocked.notInReview;
  if (!draft.valid) return blocked.invalid;
  return null;
}

export const canSendBack = (draft: Draft, role: Role) => role === 'publisher' && (draft.status === 'in_review' || draft.status === 'approved');
export const canPublish = (draft: Draft, role: Role) => role === 'publisher' && draft.status === 'approved';
/** Whoever may edit the draft rebases it: an editor or a publisher, while it is stale and still open. */
export const canRebase = (draft: Draft, role: Role) => role !== 'viewer' && draft.stale && draft.status !== 'published' && draft.status !== 'discarded';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** An ISO date-time as the studio shows it ("26 Nov 2026, 18:09 UTC"); the text as is when it is no date. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${timeFormat.format(date)} UTC`;
}

/** An audit entry's detail as short "key: value" phrases (text only, values cut to a readable length). */
export function detailPhrases(detail: JsonObject): string[] {
  return Object.entries(detail).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${text.length > 80 ? `${text.slice(0, 79)}…` : text}`;
  });
}

/** The conflicts of a refused rebase (409, reason 'conflict'), from the refusal's body. */
export function conflictsOf(body: Record<string, unknown> | null): string[] {
  const conflicts = body?.conflicts;
  return Array.isArray(conflicts) ? conflicts.filter((c): c is string => typeof c === 'string') : [];
}

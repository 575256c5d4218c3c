import type { BrandContent, Draft } from '../../manifest/edit/content-types';

/**
 * An open draft in the editor: what the server last saved and what the editor has now. Pure, so the autosave's
 * rules are tested without React: an edit is never lost; a refused save keeps the editor's content; a conflicting
 * save (another tab or person saved since) is resolved only by the editor's choice.
 */
export interface DraftSession {
  /** The server's last answer for the draft (its revision is what the next save is made over). */
  draft: Draft;
  /** What the editor has now: may be ahead of `draft.content`. */
  content: BrandContent;
  /** The editor's content differs from what was last saved. */
  pending: boolean;
  saving: boolean;
  failure: SaveFailure | null;
  /** ISO time of the last save that went through. */
  savedAt: string | null;
}

export type SaveFailure =
  | { kind: 'conflict'; message: string; current: Draft }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable'; message: string };

export type DraftSessionEvent =
  | { type: 'opened'; draft: Draft }
  | { type: 'edited'; content: BrandContent }
  | { type: 'save-started' }
  | { type: 'saved'; draft: Draft; sent: BrandContent; at: string }
  | { type: 'save-failed'; failure: SaveFailure }
  | { type: 'keep-mine' }
  | { type: 'take-theirs' }
  | { type: 'replaced'; draft: Draft };

export const openSession = (draft: Draft): DraftSession => ({ draft, content: draft.content, pending: false, saving: false, failure: null, savedAt: null });

export function draftSession(state: DraftSession, event: DraftSessionEvent): DraftSession {
  switch (event.type) {
    case 'opened':
      return openSession(event.draft);
    case 'edited':
      return { ...state, content: event.content, pending: true };
    case 'save-started':
      return { ...state, saving: true };
    case 'saved':
      // An edit made while the save was on its way is still pending: the next save carries it.
      return { ...state, draft: event.draft, saving: false, failure: null, savedAt: event.at, pending: !sameContent(state.content, event.sent) };
    case 'save-failed':
      return { ...state, saving: false, failure: event.failure };
    case 'keep-mine':
      // Save the editor's content over the other save: the next save names the current revision.
      return state.failure?.kind === 'conflict' ? { ...state, draft: state.failure.current, failure: null, pending: true } : state;
    case 'take-theirs':
      return state.failure?.kind === 'conflict' ? openSession(state.failure.current) : state;
    case 'replaced':
      // A workflow answer (submitted, rebased): the server's draft, keeping edits not yet saved.
      return { ...state, draft: event.draft, content: state.pending ? state.content : event.draft.content };
  }
}

/** Whether the session may save now: something to save, nothing in flight, no failure waiting for the editor. */
export const mayAutosave = (state: DraftSession): boolean => state.pending && !state.saving && (state.failure === null || state.failure.kind === 'unreachable');

export const sameContent = (a: BrandContent, b: BrandContent): boolean => JSON.stringify(a) === JSON.stringify(b);

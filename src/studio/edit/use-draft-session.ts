import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { BrandContent, Draft } from '../../manifest/edit/content-types';
import { StudioCallError } from '../api';
import { copy } from './copy';
import { contentApi } from './content-api';
import { draftSession, mayAutosave, openSession, type DraftSession, type SaveFailure } from './draft-session';

/** How long typing pauses before the draft is saved (and checked). */
export const AUTOSAVE_DELAY_MS = 700;
/** How long before a save the gateway could not be reached is tried again. */
const RETRY_DELAY_MS = 3000;

function failureOf(error: unknown): SaveFailure {
  if (error instanceof StudioCallError) {
    const current = error.body?.current as Draft | undefined;
    if (error.status === 409 && error.body?.reason === 'revision' && current) return { kind: 'conflict', message: error.message, current };
    if (error.status !== 0) return { kind: 'refused', message: error.message };
  }
  return { kind: 'unreachable', message: copy.save.unreachable };
}

/**
 * The open draft's session: autosaves the editor's content a moment after each change (one save at a time, the
 * next carries what changed meanwhile), and tells the caller of each save that went through (the live preview).
 */
export function useDraftSession(brand: string, initial: Draft, onSaved: (draft: Draft) => void) {
  const [state, dispatch] = useReducer(draftSession, initial, openSession);
  const latest = useRef<DraftSession>(state);
  latest.current = state;
  const waiters = useRef<(() => void)[]>([]);

  const save = useCallback(async () => {
    const now = latest.current;
    if (!mayAutosave(now)) return;
    const sent: BrandContent = now.content;
    dispatch({ type: 'save-started' });
    try {
      const draft = await contentApi.save(brand, now.draft.id, now.draft.revision, sent);
      dispatch({ type: 'saved', draft, sent, at: new Date().toISOString() });
      onSaved(draft);
    } catch (error) {
      dispatch({ type: 'save-failed', failure: failureOf(error) });
    }
  }, [brand, onSaved]);

  useEffect(() => {
    if (!state.saving) for (const resolve of waiters.current.splice(0)) resolve();
    if (!mayAutosave(state)) return;
    const timer = window.setTimeout(() => void save(), state.failure?.kind === 'unreachable' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, save]);

  /** Saves now what is pending; resolves once nothing is (a failure leaves it pending: the caller reads the state). */
  const flush = useCallback(async (): Promise<DraftSession> => {
    if (latest.current.pending && !latest.current.saving) await save();
    while (latest.current.saving) await new Promise<void>((resolve) => waiters.current.push(resolve));
    return latest.current;
  }, [save]);

  return {
    state,
    edit: useCallback((content: BrandContent) => dispatch({ type: 'edited', content }), []),
    keepMine: useCallback(() => dispatch({ type: 'keep-mine' }), []),
    takeTheirs: useCallback(() => dispatch({ type: 'take-theirs' }), []),
    replace: useCallback((draft: Draft) => dispatch({ type: 'replaced', draft }), []),
    retry: useCallback(() => void save(), [save]),
    flush,
  };
}

import { describe, expect, it } from 'vitest';
import type { BrandContent, Draft } from '../../manifest/edit/content-types';
import { draftSession, mayAutosave, openSession } from './draft-session';

const content = (title: string): BrandContent => ({ manifest: { schemaVersion: 8, extends: 'base' }, copy: { home: { title } } });
const draft = (revision: number, c = content('A'), by = 'editor'): Draft => ({
  id: 'd1', brand: 'partner', title: 'T', status: 'draft', author: by, createdAt: '', updatedAt: '', revision, baseVersion: 1,
  stale: false, valid: true, content: c, problems: [], changes: [], changedBy: [by], review: null,
});

describe('the editor\'s draft session', () => {
  it('saves an edit, and keeps pending an edit made while the save was on its way', () => {
    let s = openSession(draft(1));
    expect(mayAutosave(s)).toBe(false);
    s = draftSession(s, { type: 'edited', content: content('B') });
    expect(mayAutosave(s)).toBe(true);
    s = draftSession(s, { type: 'save-started' });
    expect(mayAutosave(s)).toBe(false);
    s = draftSession(s, { type: 'edited', content: content('C') });
    s = draftSession(s, { type: 'saved', draft: draft(2, content('B')), sent: content('B'), at: '2026-11-26T18:00:00Z' });
    expect(s.draft.revision).toBe(2);
    expect(s.content).toEqual(content('C'));
    expect(s.pending).toBe(true);
    expect(mayAutosave(s)).toBe(true);
  });

  it('keeps the editor\'s content when a save is refused, and waits for the editor', () => {
    let s = draftSession(openSession(draft(1)), { type: 'edited', content: content('B') });
    s = draftSession(s, { type: 'save-started' });
    s = draftSession(s, { type: 'save-failed', failure: { kind: 'refused', message: 'Only editors may change drafts.' } });
    expect(s.content).toEqual(content('B'));
    expect(s.pending).toBe(true);
    expect(mayAutosave(s)).toBe(false);
  });

  it('retries by itself only when the gateway could not be reached', () => {
    let s = draftSession(openSession(draft(1)), { type: 'edited', content: content('B') });
    s = draftSession(s, { type: 'save-failed', failure: { kind: 'unreachable', message: 'x' } });
    expect(mayAutosave(s)).toBe(true);
  });

  it('on a conflict keeps both and lets the editor choose: mine saves over the current revision', () => {
    let s = draftSession(openSession(draft(1)), { type: 'edited', content: content('Mine') });
    const theirs = draft(3, content('Theirs'), 'publisher');
    s = draftSession(s, { type: 'save-failed', failure: { kind: 'conflict', message: 'Saved by publisher.', current: theirs } });
    expect(s.content).toEqual(content('Mine'));
    expect(mayAutosave(s)).toBe(false);
    const mine = draftSession(s, { type: 'keep-mine' });
    expect(mine.draft.revision).toBe(3);
    expect(mine.content).toEqual(content('Mine'));
    expect(mayAutosave(mine)).toBe(true);
    const taken = draftSession(s, { type: 'take-theirs' });
    expect(taken.content).toEqual(content('Theirs'));
    expect(taken.pending).toBe(false);
  });

  it('takes a workflow answer without losing edits not yet saved', () => {
    let s = draftSession(openSession(draft(1)), { type: 'edited', content: content('B') });
    s = draftSession(s, { type: 'replaced', draft: { ...draft(2), status: 'in_review' } });
    expect(s.draft.status).toBe('in_review');
    expect(s.content).toEqual(content('B'));
  });
});

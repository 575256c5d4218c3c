import { describe, expect, it } from 'vitest';
import { draft, summary } from './gateway.fixture';
import { approveBlock, canPublish, canRebase, canSendBack, conflictsOf, detailPhrases, formatTime, openDrafts } from './review-state';

describe('review-state', () => {
  it('open drafts: not published or discarded, most recently updated first', () => {
    const list = openDrafts([
      summary({ id: 'a', updatedAt: '2026-11-01T00:00:00Z' }),
      summary({ id: 'b', status: 'published' }),
      summary({ id: 'c', status: 'discarded' }),
      summary({ id: 'd', status: 'approved', updatedAt: '2026-11-20T00:00:00Z' }),
    ]);
    expect(list.map((d) => d.id)).toEqual(['d', 'a']);
  });

  it('approve: a publisher who did not change it, a draft in review and valid', () => {
    expect(approveBlock(draft(), 'publisher', 'publisher')).toBeNull();
    expect(approveBlock(draft(), 'editor', 'publisher')).toMatch(/You changed this draft/);
    expect(approveBlock(draft({ changedBy: ['editor', 'pub2'] }), 'pub2', 'publisher')).toMatch(/You changed this draft/);
    expect(approveBlock(draft({ status: 'draft' }), 'publisher', 'publisher')).toBe('Only a draft in review can be approved.');
    expect(approveBlock(draft({ valid: false }), 'publisher', 'publisher')).toMatch(/errors/);
    expect(approveBlock(draft(), 'publisher', 'editor')).toMatch(/Only a publisher/);
  });

  it('send back, publish and rebase by role and status', () => {
    expect(canSendBack(draft(), 'publisher')).toBe(true);
    expect(canSendBack(draft({ status: 'draft' }), 'publisher')).toBe(false);
    expect(canSendBack(draft(), 'editor')).toBe(false);
    expect(canPublish(draft({ status: 'approved' }), 'publisher')).toBe(true);
    expect(canPublish(draft(), 'publisher')).toBe(false);
    expect(canPublish(draft({ status: 'approved' }), 'editor')).toBe(false);
    expect(canRebase(draft({ stale: true }), 'editor')).toBe(true);
    expect(canRebase(draft({ stale: true }), 'viewer')).toBe(false);
    expect(canRebase(draft(), 'editor')).toBe(false);
  });

  it('formats times in UTC, details as short phrases, conflicts from a refusal', () => {
    expect(formatTime('2026-11-26T18:09:00Z')).toBe('26 Nov 2026, 18:09 UTC');
    expect(formatTime('not a date')).toBe('not a date');
    expect(detailPhrases({ message: 'Hi', ids: [1, 2], long: 'x'.repeat(200) })).toEqual(['message: Hi', 'ids: [1,2]', `long: ${'x'.repeat(79)}…`]);
    expect(conflictsOf({ conflicts: ['a', 2, 'b'] })).toEqual(['a', 'b']);
    expect(conflictsOf(null)).toEqual([]);
  });
});

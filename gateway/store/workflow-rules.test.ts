import { describe, expect, it } from 'vitest';
import { studioRoles } from '../studio/accounts';
import {
  commentRefusal,
  conflictRefusal,
  draftLimitRefusal,
  invalidRefusal,
  neededRole,
  ownChangeRefusal,
  revisionRefusal,
  reviewedRevisionRefusal,
  roleRefusal,
  staleRefusal,
  statusAfterSave,
  statusRefusal,
  type WorkflowAction,
} from './workflow-rules';

describe('workflow rules', () => {
  it('roles: viewer reads; editor drafts; publisher also reviews, publishes, restores, adopts', () => {
    const allowed = (role: (typeof studioRoles)[number]) =>
      (Object.keys(neededRole) as WorkflowAction[]).filter((action) => roleRefusal(role, action, 'partner') === null).sort();
    expect(allowed('viewer')).toEqual(['read']);
    expect(allowed('editor')).toEqual(['create', 'discard', 'read', 'rebase', 'save', 'submit']);
    expect(allowed('publisher')).toEqual(Object.keys(neededRole).sort());
    expect(roleRefusal('editor', 'publish', 'partner')).toEqual({ status: 403, reason: 'role', message: 'Only a publisher of partner may publish; you are an editor.' });
  });

  it('nobody approves a draft they changed', () => {
    expect(ownChangeRefusal('ann', ['bob', 'ann'])).toMatchObject({ status: 403, message: 'You changed this draft, so another publisher must approve it.' });
    expect(ownChangeRefusal('ann', [])).toBeNull();
  });

  it('a save over another revision names who saved when', () => {
    expect(revisionRefusal(3, { revision: 3, savedBy: 'bob', savedAt: 'x' })).toBeNull();
    const refused = revisionRefusal(2, { revision: 3, savedBy: 'bob', savedAt: '2026-11-26T10:00:00.000Z' });
    expect(refused).toMatchObject({ status: 409, reason: 'revision' });
    expect(refused?.message).toMatch(/^bob saved this draft at 2026-11-26T10:00:00.000Z \(revision 3\)/);
  });

  it('an approval names the revision reviewed: another one is refused with who changed it when', () => {
    expect(reviewedRevisionRefusal(4, { revision: 4, savedBy: 'bob', savedAt: 'x' })).toBeNull();
    const refused = reviewedRevisionRefusal(3, { revision: 5, savedBy: 'bob', savedAt: '2026-11-26T10:00:00.000Z' });
    expect(refused).toMatchObject({ status: 409, reason: 'revision' });
    expect(refused?.message).toBe('bob changed this draft at 2026-11-26T10:00:00.000Z (revision 5) after the revision 3 you reviewed: read its changes again before approving.');
  });

  it('open drafts per author per brand: 20 at most', () => {
    expect(draftLimitRefusal(19, 'partner')).toBeNull();
    expect(draftLimitRefusal(20, 'partner')).toEqual({
      status: 409,
      reason: 'limit',
      message: 'You have 20 open drafts of partner, the most one person may have: submit, publish or discard one before starting another.',
    });
  });

  it('statuses: publish only from approved, approve only in review, a save sends a reviewed draft back', () => {
    expect(statusRefusal('approved', 'publish')).toBeNull();
    for (const status of ['draft', 'in_review', 'changes_requested', 'published', 'discarded'] as const) {
      expect(statusRefusal(status, 'publish')).toMatchObject({ status: 409, reason: 'status' });
    }
    expect(statusRefusal('draft', 'approve')).toMatchObject({ reason: 'status' });
    expect(statusRefusal('published', 'save')).toMatchObject({ reason: 'status' });
    expect(statusAfterSave('in_review')).toBe('draft');
    expect(statusAfterSave('approved')).toBe('draft');
    expect(statusAfterSave('changes_requested')).toBe('changes_requested');
  });

  it('stale names both versions; invalid carries the problems; a conflict its places; a comment is required', () => {
    expect(staleRefusal(4, 4)).toBeNull();
    expect(staleRefusal(3, 5)?.message).toMatch(/version 3.*version 5/);
    const problem = { severity: 'error' as const, file: 'brands/partner.json', pointer: '/routes', message: 'x' };
    expect(invalidRefusal([{ ...problem, severity: 'warning' }])).toBeNull();
    expect(invalidRefusal([problem])).toMatchObject({ status: 422, reason: 'invalid', problems: [problem] });
    expect(conflictRefusal([], 2)).toBeNull();
    expect(conflictRefusal(['/manifest/brand/name'], 2)).toMatchObject({ status: 409, reason: 'conflict', conflicts: ['/manifest/brand/name'] });
    expect(commentRefusal(' ')).toMatchObject({ status: 422 });
    expect(commentRefusal('Fix the title')).toBeNull();
  });
});

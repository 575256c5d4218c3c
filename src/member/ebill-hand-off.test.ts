import { describe, expect, it } from 'vitest';
import { firstTimeFlag } from './ebill-hand-off';

describe('firstTimeFlag (spec §4 "a first-time flag is added when not yet registered")', () => {
  it('is set when the member was not registered before the hand-off', () => {
    expect(firstTimeFlag(false, false)).toBe(true);
  });

  it('is set when this visit registered the member (the eBill page registers on arrival)', () => {
    expect(firstTimeFlag(true, true)).toBe(true);
  });

  it('is not set for a member registered before this visit', () => {
    expect(firstTimeFlag(true, false)).toBe(false);
  });
});

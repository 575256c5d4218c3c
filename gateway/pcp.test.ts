import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const membersOf = async (username: string) => {
  const response = await h.get('/api/pcp/members', await h.login(username));
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON answer
};

describe('GET /api/pcp/members', () => {
  it('answers the whole family to the subscriber, in suffix order, with who has a primary care provider', async () => {
    const members = await membersOf('subscriber');
    expect(members.map((m) => [m.memberSuffix, m.firstName, m.eligible, m.currentPcp?.providerName ?? null])).toEqual([
      [0, 'Dana', true, 'Maya Okafor, MD'],
      [1, 'Chris', true, null],
      [2, 'Riley', true, 'Samuel Reyes, MD'],
      [3, 'Sam', true, null],
    ]);
    expect(members[0]).toMatchObject({
      memberKey: '700100',
      lastName: 'Rivera',
      currentPcp: { providerId: 'P-448201', providerTitle: 'Family medicine', locations: [{ city: 'Portland', zipCode: '97232' }] },
    });
    expect(members[0]!.currentPcp.beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(members[0]!.eligibleDates.length).toBeGreaterThan(0);
  });

  it('answers only the dependent themself to a dependent', async () => {
    expect((await membersOf('minordep')).map((m) => [m.firstName, m.currentPcp?.providerName])).toEqual([['Riley', 'Samuel Reyes, MD']]);
    expect((await membersOf('adultdep')).map((m) => [m.firstName, m.currentPcp])).toEqual([['Sam', null]]);
  });

  it('marks members who may not select primary care, with no eligible dates', async () => {
    const [member] = await membersOf('local598');
    expect(member).toMatchObject({ firstName: 'Drew', eligible: false, eligibleDates: [], currentPcp: null });
  });

  it('answers an eligible member without a selection (group 10002805)', async () => {
    expect(await membersOf('group2805')).toMatchObject([{ firstName: 'Robin', eligible: true, currentPcp: null }]);
  });

  it('answers 401 without a token', async () => {
    expect((await h.get('/api/pcp/members')).statusCode).toBe(401);
  });
});

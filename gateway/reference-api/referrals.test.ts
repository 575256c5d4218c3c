import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
let subscriber: string;
beforeAll(async () => {
  h = await createHarness();
  subscriber = await h.login('subscriber');
});
afterAll(() => h.close());

interface Page {
  data: { referralId: string; memberKey: string; memberFirstName: string; statusCode: string; endDate: string; referredTo: { providerId: string } }[];
  page: { number: number; size: number; totalElements: number; totalPages: number; first: boolean; last: boolean; empty: boolean; numberOfElements: number };
}
const referrals = async (query: string, token = subscriber) => (await h.get(`/api/referrals?${query}`, token)).json<Page>();

describe('GET referrals', () => {
  it('pages the family’s referrals, newest start first, with the page info of spec §3', async () => {
    const first = await referrals('page=0&size=5');
    expect(first.page).toEqual({ number: 0, size: 5, numberOfElements: 5, totalElements: 8, totalPages: 2, first: true, last: false, empty: false });
    const second = await referrals('page=1&size=5');
    expect(second.page).toMatchObject({ number: 1, numberOfElements: 3, first: false, last: true });
    const ids = [...first.data, ...second.data].map((r) => r.referralId);
    expect(new Set(ids).size).toBe(8);
    expect(first.data[0]?.referralId).toBe('R2400902');
    expect((await referrals('page=2&size=5')).page.empty).toBe(true);
  });

  it('filters by member, status and referred-to provider, and leaves out expired ones on request', async () => {
    expect((await referrals('memberKey=700102')).data.every((r) => r.memberKey === '700102' && r.memberFirstName === 'Riley')).toBe(true);
    expect((await referrals('statusCode=E')).data.map((r) => r.statusCode)).toEqual(['E', 'E', 'E']);
    expect((await referrals('providerId=P-118842')).data.map((r) => r.referralId)).toEqual(['R2400512', 'R2300418']);
    const current = await referrals('excludeExpired=true&size=100');
    expect(current.page.totalElements).toBe(5);
    expect(current.data.every((r) => r.statusCode !== 'E')).toBe(true);
  });

  it('shows a dependent only their own referrals, and nobody another family’s', async () => {
    const minor = await h.login('minordep');
    const own = await referrals('size=100', minor);
    expect(own.data.map((r) => r.memberKey)).toEqual(['700102', '700102']);
    expect((await referrals('memberKey=700100', minor)).page.totalElements).toBe(0);
    const medicare = await h.login('medicare');
    expect((await referrals('size=100', medicare)).data.map((r) => r.referralId)).toEqual(['R2400933']);
  });

  it('refuses bad query values and calls without a full session', async () => {
    expect((await h.get('/api/referrals?statusCode=X', subscriber)).statusCode).toBe(400);
    expect((await h.get('/api/referrals?size=0', subscriber)).statusCode).toBe(400);
    expect((await h.get('/api/referrals')).statusCode).toBe(401);
    expect((await h.get('/api/referrals/metadata')).statusCode).toBe(401);
  });
});

describe('GET referrals/metadata', () => {
  it('lists the members, statuses and providers of the referrals the member may see', async () => {
    const all = (await h.get('/api/referrals/metadata', subscriber)).json<{
      members: { memberKey: string }[]; statuses: { statusCode: string; statusDescription: string }[]; providers: { providerName: string }[];
    }>();
    expect(all.members.map((m) => m.memberKey).sort()).toEqual(['700100', '700101', '700102', '700103']);
    expect(all.statuses.map((s) => s.statusDescription)).toEqual(['Approved', 'Denied', 'Expired', 'Pending']);
    expect(all.providers).toHaveLength(5);

    const riley = (await h.get('/api/referrals/metadata?memberKey=700102', subscriber)).json<typeof all>();
    expect(riley.members).toHaveLength(4);
    expect(riley.providers.map((p) => p.providerName)).toEqual(['Rose City Allergy & Asthma', 'Willamette Dermatology']);
  });
});

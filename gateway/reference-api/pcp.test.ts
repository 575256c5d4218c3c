import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

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

const post = async (path: string, payload: unknown, token: string) =>
  h.app.inject({ method: 'POST', url: path, payload: payload as object, headers: { host: 'main.localhost:4173', authorization: `Bearer ${token}` } });

// The subscriber family's member keys: Dana (0), Chris (1), Riley (2), Sam (3).
const DANA = '700100';
const CHRIS = '700101';

describe('POST /api/pcp/search', () => {
  const search = async (body: Record<string, unknown>, query = '', username = 'subscriber') =>
    post(`/api/pcp/search${query}`, { members: [CHRIS], radius: 10, zip: '97232', ...body }, await h.login(username));

  it('answers the providers within the radius, nearest first, in pages with the page info of spec §3', async () => {
    const first = await search({}, '?page=0&size=10');
    expect(first.statusCode).toBe(200);
    const page0 = first.json() as { data: { name: string; distance: number }[]; page: Record<string, unknown> };
    expect(page0.page).toMatchObject({ number: 0, size: 10, first: true, last: false, numberOfElements: 10 });
    expect(page0.data[0]!.distance).toBe(0);
    const distances = page0.data.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const second = (await search({}, '?page=1&size=10')).json() as { data: { name: string; distance: number }[]; page: Record<string, unknown> };
    expect(second.page).toMatchObject({ number: 1, last: true });
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.every((p) => p.distance <= 10)).toBe(true);
    expect(second.data[0]!.distance).toBeGreaterThanOrEqual(page0.data.at(-1)!.distance);
  });

  it('narrows by name or specialty and finds no one far away or at an unknown ZIP code', async () => {
    const pediatrics = (await search({ searchString: 'pediatrics' })).json() as { data: { specialty: string }[] };
    expect(pediatrics.data.length).toBeGreaterThan(1);
    expect(pediatrics.data.every((p) => p.specialty === 'Pediatrics')).toBe(true);
    const byName = (await search({ searchString: 'okafor' })).json() as { data: { id: string; acceptingNewPatients: boolean }[] };
    expect(byName.data.map((p) => p.id)).toEqual(['P-448201']);
    expect(((await search({ zip: '97401', radius: 5 })).json() as { data: unknown[] }).data).toHaveLength(1);
    expect(((await search({ zip: '99999' })).json() as { page: { totalElements: number } }).page.totalElements).toBe(0);
  });

  it('includes providers not accepting new patients, with several languages and locations', async () => {
    const { data } = (await search({ radius: 25 }, '?size=50')).json() as { data: { acceptingNewPatients: boolean; languages: string[]; locations: unknown[] }[] };
    expect(data.some((p) => !p.acceptingNewPatients)).toBe(true);
    expect(data.some((p) => p.languages.length > 2)).toBe(true);
    expect(data.some((p) => p.locations.length > 1)).toBe(true);
  });

  it('refuses a member who may not select, or one the signed-in person may not see; checks the body', async () => {
    expect((await search({ members: ['700400'] })).statusCode).toBe(403);
    expect((await search({ members: [DANA] }, '', 'adultdep')).statusCode).toBe(403);
    expect((await search({ zip: '9723' })).statusCode).toBe(400);
    expect((await search({ radius: 7 })).statusCode).toBe(400);
  });
});

describe('GET /api/pcp/provider', () => {
  it('answers a provider of the directory, and 404 for one it does not list (spec §8: the screen falls back)', async () => {
    const token = await h.login('subscriber');
    const found = await h.get('/api/pcp/provider?providerId=P-448201', token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: 'P-448201', name: 'Maya Okafor, MD', groupName: 'Northside Family Medicine', distance: null });
    const missing = await h.get('/api/pcp/provider?providerId=P-552019', token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/pcp/select', () => {
  const select = async (body: Record<string, unknown>, username = 'subscriber') =>
    post('/api/pcp/select', { pcpSelectList: [{ memberKey: CHRIS, effectiveDate: '07/01/2025' }], providerId: 'P-448203', email: 'dana.rivera@example.com', ...body }, await h.login(username));

  it('selects a provider for a family member: pcp/members shows it with its history, and the confirmation is e-mailed', async () => {
    const answer = await select({});
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('Chris Rivera: Lucía Navarro, MD, from 07/01/2025');
    const chris = (await membersOf('subscriber')).find((m) => m.memberKey === CHRIS)!;
    expect(chris.currentPcp).toMatchObject({ providerId: 'P-448203', beginDate: '2025-07-01' });
    expect(chris.history).toMatchObject([{ providerId: 'P-448203', endDate: null, pcpSelected: true }]);
    const { messages: outbox } = (await h.get('/api/__demo/outbox?to=dana.rivera%40example.com')).json() as { messages: { kind: string; body: string }[] };
    expect(outbox.some((m) => m.kind === 'pcpSelection' && m.body.includes('Lucía Navarro, MD'))).toBe(true);
  });

  it('ends the provider it replaces the day before the new one begins, newest first, beside the seeded history', async () => {
    await select({ pcpSelectList: [{ memberKey: DANA, effectiveDate: '08/01/2025' }] });
    const dana = (await membersOf('subscriber')).find((m) => m.memberKey === DANA)!;
    expect(dana.history.map((e: Record<string, unknown>) => [e.providerName, e.endDate, e.pcpTerminationReason])).toEqual([
      ['Lucía Navarro, MD', null, null],
      ['Maya Okafor, MD', '2025-07-31', 'Member selected a new primary care provider'],
      ['Daniel Kim, MD', expect.any(String), 'Provider stopped accepting this plan'],
      ['Rebecca Stone, PA-C', expect.any(String), 'Assigned by the plan until a selection'],
    ]);
    expect(dana.history[3].pcpSelected).toBe(false);
  });

  it('refuses a past or unreal effective date, an unknown provider and a member the dependent may not choose for', async () => {
    expect((await select({ pcpSelectList: [{ memberKey: CHRIS, effectiveDate: '06/14/2025' }] })).json()).toMatchObject({
      status: 400, message: 'The effective date cannot be in the past.',
    });
    expect((await select({ pcpSelectList: [{ memberKey: CHRIS, effectiveDate: '02/30/2026' }] })).statusCode).toBe(400);
    expect((await select({ providerId: 'P-000000' })).statusCode).toBe(400);
    expect((await select({ email: 'not-an-address' })).statusCode).toBe(400);
    expect((await select({}, 'adultdep')).statusCode).toBe(403);
    expect((await membersOf('subscriber')).find((m) => m.memberKey === CHRIS)!.currentPcp).toBeNull();
  });

  it('is forgotten on POST /api/__demo/reset', async () => {
    await select({});
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await membersOf('subscriber')).find((m) => m.memberKey === CHRIS)!.currentPcp).toBeNull();
  });
});

describe('GET /api/pcp/city-of-portland', () => {
  it('answers the family\'s due date as text, and nothing where there is none', async () => {
    const due = await h.get('/api/pcp/city-of-portland', await h.login('subscriber'));
    expect(due.body).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await h.get('/api/pcp/city-of-portland', await h.login('hospital'))).body).toBe('');
  });
});

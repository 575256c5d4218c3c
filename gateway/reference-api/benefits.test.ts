import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SEARCH_CATEGORY, NO_SUCH_MEMBER, SUFFIX_REQUIRED } from './routes/benefits';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

/** The harness's TODAY. */
const today = '2025-06-15';
const limits = async (username: string, query: string) => h.get(`/api/benefits/limits?${query}`, await h.login(username));

describe('GET /api/benefits/limits', () => {
  it('answers the limits of the member with that suffix', async () => {
    const own = await limits('subscriber', `suffix=0&asOfDate=${today}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((l: { limitType: string }) => l.limitType)).toEqual([
      'Annual Limit',
      'Deductible - In Network',
      'Out-of-Pocket Maximum - In Network',
      'Deductible - In Network',
      'Deductible - Out of Network',
      'Annual Maximum',
      'Out-of-Pocket Maximum - Out of Network',
      'Annual Maximum',
      'Frames allowance',
      'Prescription Out-of-Pocket Maximum',
    ]);
    const child = await limits('subscriber', `suffix=2&asOfDate=${today}`);
    expect(child.json()).toEqual([expect.objectContaining({ productCategory: 'D', total: 1500, totalMet: 96, totalRemaining: 1404 })]);
    expect((await limits('subscriber', `suffix=1&asOfDate=${today}`)).json()).toEqual([]);
  });

  it("answers the hospital member's dental annual limit with its description", async () => {
    const response = await limits('hospital', `suffix=0&asOfDate=${today}`);
    expect(response.json()).toContainEqual({
      productCategory: 'D',
      coverageType: 'INDIVIDUAL',
      limitType: 'Annual Limit',
      networkTier: 'innet',
      total: 2000,
      totalMet: 650,
      totalRemaining: 1350,
      detailedDescription: { header: 'Dental annual limit', body: expect.stringContaining('most the dental plan pays') },
    });
  });

  it('answers no limits for a day the coverage is not in force', async () => {
    expect((await limits('hospital', 'suffix=0&asOfDate=1990-01-01')).json()).toEqual([]);
  });

  it('answers the termination day as not covered (spec §4), like the app, and the day before as covered', async () => {
    type Record = { effectiveDate: string; terminationDate: string | null };
    const medicalRecords = async (token: string) =>
      ((await h.get('/api/account', token)).json() as { member: { eligibility: { medical: Record[] } } }).member.eligibility.medical;
    const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const on = async (token: string, path: string, day: string) => (await h.get(`/api/benefits/${path}&asOfDate=${day}`, token)).json();
    const medicalLimits = async (token: string, day: string) =>
      ((await on(token, 'limits?suffix=0', day)) as { productCategory: string }[]).filter((l) => l.productCategory === 'M');

    // Pat's coverage ended: the termination day is the first day without it (their family has no limits of its own:
    // the limits read the same isCoveredOn, below).
    const termed = await h.login('termed');
    const ended = (await medicalRecords(termed)).find((r) => r.terminationDate !== null)?.terminationDate ?? '';
    const accumulators = async (day: string) => (await on(termed, 'medical?suffix=0', day)).members[0].accumulators;
    expect(await accumulators(dayBefore(ended))).not.toEqual([]);
    expect(await accumulators(ended)).toEqual([]);
    const search = (day: string) => on(termed, 'medical/search/office-visit?suffix=0&tier=innet', day);
    expect(await search(dayBefore(ended))).not.toEqual([]);
    expect(await search(ended)).toEqual([]);

    // Dana's previous plan year ends on the day her current one starts: no day between them is uncovered.
    const subscriber = await h.login('subscriber');
    const records = await medicalRecords(subscriber);
    const change = records.find((r) => r.terminationDate !== null)?.terminationDate ?? '';
    expect(records.filter((r) => r.effectiveDate <= change && (r.terminationDate === null || r.terminationDate > change))).toEqual([
      expect.objectContaining({ effectiveDate: change, terminationDate: null }),
    ]);
    expect(await medicalLimits(subscriber, dayBefore(change))).not.toEqual([]);
    expect(await medicalLimits(subscriber, change)).not.toEqual([]);
    // Before her first record's effective date she is not covered: no limits.
    const first = records.map((r) => r.effectiveDate).sort()[0] ?? '';
    expect(await medicalLimits(subscriber, first)).not.toEqual([]);
    expect(await medicalLimits(subscriber, dayBefore(first))).toEqual([]);
  });

  it('lets a dependent read only their own limits', async () => {
    expect((await limits('minordep', `suffix=2&asOfDate=${today}`)).json()).toHaveLength(1);
    const other = await limits('minordep', `suffix=0&asOfDate=${today}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 404, message: NO_SUCH_MEMBER });
  });

  it('answers 400 without a suffix or with a date that is not yyyy-mm-dd', async () => {
    expect((await limits('subscriber', `asOfDate=${today}`)).statusCode).toBe(400);
    expect((await limits('subscriber', 'suffix=0&asOfDate=06/15/2025')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await h.get(`/api/benefits/limits?suffix=0&asOfDate=${today}`)).statusCode).toBe(401);
  });
});

const get = async (username: string, path: string) => h.get(path, await h.login(username));

describe('GET /api/benefits/{category}', () => {
  it("answers medical for every member the subscriber may see, with each member's plans and figures", async () => {
    const response = await get('subscriber', `/api/benefits/medical?asOfDate=${today}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.category).toBe('medical');
    expect(body.members.map((m: { memberSuffix: number }) => m.memberSuffix)).toEqual([0, 1, 2, 3]);
    const dana = body.members[0];
    expect(dana.plans.map((p: { planName: string }) => p.planName)).toEqual([
      'Summit Individual PPO $500 (previous plan year)',
      'Summit Individual PPO $500',
    ]);
    expect(dana.outOfPocket).toContainEqual({ service: 'Primary care office visit', tier: 'innet', value: 25, copay: true });
    expect(dana.outOfPocket).toContainEqual({ service: 'Hearing aids', tier: 'innet', value: -1, copay: false });
    expect(body.services.map((s: { id: string }) => s.id)).toContain('office-visit');
  });

  it('answers one member for dental, vision and pharmacy, with dental maximums of -1 and 0 as stored', async () => {
    const dental = (await get('subscriber', `/api/benefits/dental?suffix=2&asOfDate=${today}`)).json();
    expect(dental.members).toHaveLength(1);
    expect(dental.members[0].firstName).toBe('Riley');
    expect(dental.members[0].dentalMaximums.map((m: { amount: number }) => m.amount)).toEqual([1500, 1000, -1, 0]);
    expect((await get('subscriber', `/api/benefits/vision?asOfDate=${today}`)).json()).toEqual({ status: 400, message: SUFFIX_REQUIRED });
  });

  it('lets a dependent read only themself', async () => {
    const own = (await get('minordep', `/api/benefits/medical?asOfDate=${today}`)).json();
    expect(own.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Riley']);
    expect((await get('minordep', `/api/benefits/dental?suffix=0&asOfDate=${today}`)).statusCode).toBe(404);
  });

  it('is one route for the four categories, beside the static benefits/limits and benefits/history; refuses another', async () => {
    const token = await h.login('subscriber');
    for (const category of ['medical', 'dental', 'vision', 'pharmacy']) {
      expect((await h.get(`/api/benefits/${category}?suffix=0&asOfDate=${today}`, token)).json()).toMatchObject({ category });
    }
    // Fastify matches the static segments first: neither is taken for a category.
    expect((await h.get(`/api/benefits/limits?suffix=0&asOfDate=${today}`, token)).json()).toEqual(expect.any(Array));
    expect((await h.get('/api/benefits/history', token)).json()).toEqual(expect.any(Array));
    const other = await h.get(`/api/benefits/hearing?suffix=0&asOfDate=${today}`, token);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ status: 400, message: expect.stringMatching(/^Invalid request: params\/category /) });
  });

  it('answers plans but no figures on a day the coverage is not in force', async () => {
    const body = (await get('termed', `/api/benefits/medical?asOfDate=${today}`)).json();
    expect(body.members[0].plans.length).toBeGreaterThan(0);
    expect(body.members[0].accumulators).toEqual([]);
    expect(body.members[0].outOfPocket).toEqual([]);
  });
});

describe('service search', () => {
  it('finds a medical service on a tier (tab1 in network, tab2 out of network)', async () => {
    const inNetwork = (await get('subscriber', `/api/benefits/medical/search/office-visit?suffix=0&tier=innet&asOfDate=${today}`)).json();
    expect(inNetwork).toEqual([expect.objectContaining({ tierId: 'tab1', pageId: 'office-visit', outOfPocket: [expect.objectContaining({ value: 25, copay: true })] })]);
    const outOfNetwork = (await get('subscriber', `/api/benefits/medical/search/office-visit?suffix=0&tier=outnet&asOfDate=${today}`)).json();
    expect(outOfNetwork[0]).toMatchObject({ tierId: 'tab2', outOfPocket: [{ service: 'Primary care office visit', tier: 'outnet', value: 40, copay: false }] });
  });

  it('finds dental services by category or code', async () => {
    const basic = (await get('subscriber', `/api/benefits/dental/search/basic?suffix=0&tier=innet&asOfDate=${today}`)).json();
    expect(basic).toEqual([expect.objectContaining({ code: 'D2391', amount: 80, route: '/services/dental/D2391' })]);
    expect(basic[0].incentiveTiers).toHaveLength(3);
    const code = (await get('partnerdep', `/api/benefits/dental/search/D1110?suffix=1&tier=outnet&asOfDate=${today}`)).json();
    expect(code).toEqual([expect.objectContaining({ code: 'D1110', tier: 'outnet', amount: 80 })]);
  });

  it("answers spec §8's 'Invalid benefit category for search' for another category (no call of the app: the API's own)", async () => {
    const alone = await createHarness({ referenceApiAlone: true });
    try {
      const response = await alone.get(`/api/benefits/vision/search/x?suffix=0&tier=innet&asOfDate=${today}`, await alone.login('subscriber'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: INVALID_SEARCH_CATEGORY });
    } finally {
      await alone.close();
    }
    // Not a declared call, so the server never forwards it.
    expect((await get('subscriber', `/api/benefits/vision/search/x?suffix=0&tier=innet&asOfDate=${today}`)).statusCode).toBe(404);
  });
});

describe('GET /api/benefits/history', () => {
  it('lists every plan year with a link to its benefits, including one older than two years', async () => {
    const history = (await get('subscriber', '/api/benefits/history')).json() as { memberKey: string; category: string; plan: string; link: string; termedDate: string | null }[];
    const danaMedical = history.filter((e) => e.memberKey === '700100' && e.category === 'medical');
    expect(danaMedical.map((e) => e.plan)).toEqual([
      'Summit Individual PPO $500 (previous plan year)',
      'Summit Individual PPO $500',
      'Summit Individual PPO $750',
    ]);
    for (const entry of danaMedical) expect(entry.link).toMatch(/^\/history\/\d+\/benefits\/medical\?suffix=0$/);
  });

  it("links each family member's row to that member's benefits, by suffix", async () => {
    const token = await h.login('subscriber');
    const history = (await h.get('/api/benefits/history', token)).json() as { memberKey: string; link: string }[];
    const account = (await h.get('/api/account', token)).json() as { members: { memberKey: string; memberSuffix: number }[] };
    const suffixOf = new Map(account.members.map((m) => [m.memberKey, m.memberSuffix]));
    expect(new Set(history.map((e) => e.memberKey)).size).toBeGreaterThan(1);
    for (const entry of history) expect(entry.link).toMatch(new RegExp(`\\?suffix=${suffixOf.get(entry.memberKey)}$`));
    expect(history.some((e) => e.link.endsWith('?suffix=0'))).toBe(true);
    expect(history.some((e) => !e.link.endsWith('?suffix=0'))).toBe(true);
  });

  it('lists only the dependent themself', async () => {
    const history = (await get('minordep', '/api/benefits/history')).json() as { memberKey: string }[];
    expect(new Set(history.map((e) => e.memberKey))).toEqual(new Set(['700102']));
  });
});

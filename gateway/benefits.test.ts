import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_MEMBER } from './routes/benefits';
import { createHarness, type Harness } from './testing/gateway-harness';

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

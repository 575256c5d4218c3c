import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf/pdf-text';
import { createHarness, type Harness } from './testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const cardOf = async (username: string) => {
  const response = await h.get('/api/idCard/view', await h.login(username));
  expect(response.statusCode).toBe(200);
  return { response, text: pdfTextLines(response.rawPayload) };
};

describe('GET /api/idCard/view', () => {
  it("answers the subscriber's card as an inline PDF that is never cached", async () => {
    const { response } = await cardOf('subscriber');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="id-card.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("prints the member's name, IDs, group, networks, effective date and plans", async () => {
    const { text } = await cardOf('subscriber');
    expect(text).toEqual(expect.arrayContaining([
      'Dana Rivera',
      'MD1004582',
      '00',
      '10003310',
      'Summit Individual & Family Plans',
      'Summit Choice',
      'Summit Dental',
      // The current plan year began 12 months before the harness's today (15 June 2025).
      '06/01/2024',
      'Medical', 'Summit Individual PPO $500',
      'Dental', 'Summit Dental PPO $1,500',
      'Vision', 'Vision Plus $150',
      'Pharmacy', 'Three-tier prescription plan',
      'Issued 06/15/2025',
    ]));
    expect(text.join('\n')).not.toContain('previous plan year');
  });

  it("heads each card with the member's brand name from the brand manifests", async () => {
    expect((await cardOf('subscriber')).text).toContain('Summit Health'); // the fixture repo's main brand
  });

  it("gives a dependent their own card with their suffix", async () => {
    const { text } = await cardOf('minordep');
    expect(text).toEqual(expect.arrayContaining(['Riley Rivera', 'MD1004582', '02']));
    expect(text).not.toContain('Dana Rivera');
  });

  it('lists only the plans the member has', async () => {
    const { text } = await cardOf('cancelled');
    expect(text).toEqual(expect.arrayContaining(['Jordan Ellis', 'Medical', 'Dental']));
    expect(text).not.toContain('Vision');
    expect(text).not.toContain('Pharmacy');
  });

  it('dates a future member\'s card from the day coverage starts', async () => {
    const { text } = await cardOf('future');
    expect(text).toContain('07/01/2025');
  });

  it('refuses a termed member with 403 in the error shape', async () => {
    const response = await h.get('/api/idCard/view', await h.login('termed'));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 403, message: expect.any(String) });
  });

  it('answers 401 without a token, and to a temporary (onboarding) token', async () => {
    const anonymous = await h.get('/api/idCard/view');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 401, message: expect.any(String) });
    expect((await h.get('/api/idCard/view', await h.login('multigroup'))).statusCode).toBe(401);
  });

  it('agrees with GET idCard/eligible for every ID-card-eligible persona on its brand', async () => {
    for (const username of ['local598', 'hospital', 'medicare', 'partnerdep']) {
      const token = await h.login(username);
      expect((await h.get('/api/idCard/eligible', token)).json()).toBe(true);
      const card = await h.get('/api/idCard/view', token);
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('application/pdf');
    }
  });
});

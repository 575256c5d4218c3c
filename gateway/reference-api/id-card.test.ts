import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf/pdf-text';
import { createHarness, type Harness } from '../testing/gateway-harness';

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

  it("prints its words in the page's language (?lang=es: the brand's Spanish copy, an es-US PDF), English where a word is missing", async () => {
    await h.repo.write('content/es/idCard.json', {
      pdf: { title: 'Tarjeta de identificación de miembro', subscriberId: 'ID de suscriptor', plans: 'Planes', issued: 'Emitida el {{date}}' },
    });
    const response = await h.get('/api/idCard/view?lang=es', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfTextLines(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['ID de suscriptor', 'Planes', 'Emitida el 06/15/2025', 'Group number', 'Dana Rivera']));
    expect(text.join('\n')).toContain('Tarjeta de identificación de miembro');
    expect(text).not.toContain('Subscriber ID');
    expect(text).not.toContain('Issued 06/15/2025');
    expect(response.rawPayload.toString('latin1')).toContain('(es-US)');
    // English without ?lang, and an unknown language is refused.
    expect(pdfTextLines((await h.get('/api/idCard/view', await h.login('subscriber'))).rawPayload)).toContain('Subscriber ID');
    expect((await h.get('/api/idCard/view?lang=xx', await h.login('subscriber'))).statusCode).toBe(400);
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

describe('GET /api/idCard/view with Accept: application/json', () => {
  const cardsOf = async (username: string) => {
    const token = await h.login(username);
    return h.app.inject({ method: 'GET', url: '/api/idCard/view', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  };

  it("answers the card data of the subscriber's family, by suffix and category order, never cached", async () => {
    const response = await cardsOf('subscriber');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Accept/);
    const { brandName, cards } = response.json() as { brandName: string; cards: { firstName: string; memberSuffix: number; category: string }[] };
    expect(brandName).toBe('Summit Health');
    const suffixes = cards.map((c) => c.memberSuffix);
    expect(suffixes).toEqual([...suffixes].sort((a, b) => a - b));
    expect(new Set(cards.map((c) => c.firstName)).size).toBeGreaterThan(1);
    expect(cards.filter((c) => c.memberSuffix === 0).map((c) => c.category)).toEqual(['medical', 'dental', 'vision', 'pharmacy']);
    expect(cards[0]).toMatchObject({ firstName: 'Dana', lastName: 'Rivera', subscriberId: 'MD1004582', groupNumber: '10003310', planName: 'Summit Individual PPO $500', status: 'active' });
  });

  it('gives a dependent only their own cards', async () => {
    const { cards } = (await cardsOf('minordep')).json() as { cards: { firstName: string; memberSuffix: number }[] };
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.firstName === 'Riley' && c.memberSuffix === 2)).toBe(true);
  });

  it('refuses a termed member with 403', async () => {
    expect((await cardsOf('termed')).statusCode).toBe(403);
  });

  it("answers a family member's PDF by ?suffix, and 404 for a suffix the member may not see", async () => {
    const subscriber = await h.login('subscriber');
    const riley = await h.get('/api/idCard/view?suffix=2', subscriber);
    expect(riley.headers['content-type']).toBe('application/pdf');
    expect(pdfTextLines(riley.rawPayload)).toContain('Riley Rivera');
    expect((await h.get('/api/idCard/view?suffix=0', await h.login('minordep'))).statusCode).toBe(404);
  });
});

describe('POST /api/idCard/email', () => {
  const send = async (username: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url: '/api/idCard/email', payload: payload as object, headers: { authorization: `Bearer ${await h.login(username)}` } });
  const outbox = async (to: string) =>
    ((await h.app.inject({ method: 'GET', url: `/api/__demo/outbox?to=${encodeURIComponent(to)}` })).json() as { messages: { kind: string; subject: string; body: string; username: string }[] }).messages;

  it('sends the cards to the address (the demo outbox) and answers 204', async () => {
    const response = await send('subscriber', { email: 'dana@example.org' });
    expect(response.statusCode).toBe(204);
    const [message] = await outbox('dana@example.org');
    expect(message).toMatchObject({ kind: 'idCard', username: 'subscriber', subject: 'Your Summit Health member ID cards' });
    expect(message?.body).toContain('Medical ID card: Dana Rivera');
    expect(message?.body).toContain('Member ID: MD1004582-00');
    expect(message?.body).toContain('Attachment: id-card.pdf');
  });

  it('refuses an invalid address with 400 and a clear message, and a termed member with 403', async () => {
    const invalid = await send('subscriber', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ status: 400, errorCode: 'INVALID_FIELD', message: 'Invalid email address.' });
    expect((await send('subscriber', {})).statusCode).toBe(400);
    expect((await send('termed', { email: 'pat@example.org' })).statusCode).toBe(403);
    expect(await outbox('not-an-address')).toEqual([]);
  });
});

describe('GET /api/idCard/request?category', () => {
  it('confirms a card of a category the member has a plan in, as text', async () => {
    const response = await h.get('/api/idCard/request?category=dental', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('We received your request. Your new Dental ID card will arrive by mail in 7 to 10 business days.');
  });

  it('refuses a category without a plan, an unknown category and a termed member', async () => {
    const cancelled = await h.login('cancelled');
    const vision = await h.get('/api/idCard/request?category=vision', cancelled);
    expect(vision.statusCode).toBe(400);
    expect(vision.json()).toEqual({ status: 400, errorCode: 'NO_PLAN_IN_CATEGORY', message: 'You have no vision plan, so there is no vision card to send.' });
    expect((await h.get('/api/idCard/request?category=travel', cancelled)).statusCode).toBe(400);
    expect((await h.get('/api/idCard/request?category=medical', await h.login('termed'))).statusCode).toBe(403);
  });
});

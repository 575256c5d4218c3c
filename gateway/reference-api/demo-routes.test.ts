import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { buildReferenceApiApp } from './app';

/*
 * The reference API's demo calls the server makes (schemas/api/demo.ts): the studio's preview personas and their
 * tokens. Demo mode only; hostile input is a 4xx.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ referenceApiAlone: true });
});
afterAll(() => h.close());

const BINDING = 'b'.repeat(32);
const mint = (payload: object) => h.app.inject({ method: 'POST', url: '/api/__demo/preview-tokens', payload });

describe('GET /api/__demo/personas', () => {
  it("lists a domain's seeded personas with what each shows on the date", async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/api/__demo/personas?domainId=2&date=2025-06-15' });
    expect(answer.statusCode).toBe(200);
    const { today, personas } = answer.json() as { today: string; personas: { username: string; shows: string[] }[] };
    expect(today).toBe('2025-06-15');
    expect(personas.length).toBeGreaterThan(0);
    expect(personas.every((p) => p.shows.length > 0)).toBe(true);
  });

  it('answers 400 to a hostile query, never a 500', async () => {
    for (const query of ['domainId=-1', 'domainId=1e9', 'domainId=%00', 'date=../../etc', 'other=1']) {
      expect((await h.app.inject({ method: 'GET', url: `/api/__demo/personas?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/__demo/preview-tokens', () => {
  it("mints a persona's token carrying the binding, which reads and changes nothing", async () => {
    const answer = await mint({ username: 'subscriber', binding: BINDING, lifetimeSeconds: 600 });
    expect(answer.statusCode).toBe(200);
    const { token, claims } = answer.json() as { token: string; claims: { sub: string; preview: string; exp: number; iat: number } };
    expect(claims).toMatchObject({ sub: 'subscriber', preview: BINDING });
    expect(claims.exp - claims.iat).toBe(600);
    const headers = { authorization: `Bearer ${token}` };
    expect((await h.app.inject({ method: 'GET', url: '/api/account', headers })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'PUT', url: '/api/account/preferences', headers, payload: {} })).statusCode).toBe(403);
  });

  it('answers 404 for a login that is no seeded persona, 400 for hostile input', async () => {
    expect((await mint({ username: 'nobody', binding: BINDING, lifetimeSeconds: 600 })).statusCode).toBe(404);
    for (const payload of [{}, { username: 'subscriber', binding: 'short', lifetimeSeconds: 600 }, { username: 'subscriber', binding: BINDING, lifetimeSeconds: 99_999 }, { username: 'subscriber', binding: `${BINDING}<script>`, lifetimeSeconds: 600 }]) {
      expect((await mint(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('is not there out of demo mode', async () => {
    const production = buildReferenceApiApp({ repoRoot: h.repo.repoRoot, demo: false });
    try {
      expect((await production.inject({ method: 'POST', url: '/api/__demo/preview-tokens', payload: { username: 'subscriber', binding: BINDING, lifetimeSeconds: 600 } })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/__demo/personas?domainId=1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { brandSpecs, fixtureManifest } from '../testing/fixture-repo';
import { createHarness, type Harness } from '../testing/gateway-harness';

/*
 * Issue 30: the member API refuses a token whose session has been idle longer than its brand's
 * `session.idleMinutes` (brands/base.json: 15), whatever the browser does. Every accepted call restarts the idle
 * clock; POST /api/session/activity is the app's call that does only that ('Stay signed in').
 */

const MINUTE = 60_000;
const LIMIT = 15 * MINUTE;

let h: Harness;
afterEach(() => h.close());

const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const later = (ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};
const status = async (path: string, token: string) => (await h.get(path, token)).statusCode;
const keepAlive = (token?: string, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
  h.app.inject({ method: 'POST', url: '/api/session/activity', headers: { ...extra.headers, ...bearer(token) }, ...(extra.payload !== undefined ? { payload: extra.payload } : {}) });

describe('a session idle longer than its brand allows', { timeout: 30_000 }, () => {
  it('is accepted on the limit and refused just over it, in the unauthorised shape; the refusal stays', async () => {
    h = await createHarness();
    const onTheLimit = await h.login('subscriber');
    const justOver = await h.login('subscriber');
    later(LIMIT);
    expect(await status('/api/account', onTheLimit)).toBe(200);
    later(1);
    const refused = await h.get('/api/account', justOver);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 401, message: expect.any(String) });
    // The call on the limit restarted its clock: 1 ms since.
    expect(await status('/api/account', onTheLimit)).toBe(200);
    // Ended, not only late: its keep-alive and its next calls are refused too, and logout still answers 204.
    expect((await keepAlive(justOver)).statusCode).toBe(401);
    expect(await status('/api/groups', justOver)).toBe(401);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer(justOver) })).statusCode).toBe(204);
  });

  it('counts from the last call of any kind, or the keep-alive, not from the sign-in', async () => {
    h = await createHarness();
    const token = await h.login('subscriber');
    later(10 * MINUTE);
    expect(await status('/api/eligibility/family', token)).toBe(200);
    later(14 * MINUTE);
    expect((await keepAlive(token)).statusCode).toBe(204);
    later(LIMIT);
    expect(await status('/api/account', token)).toBe(200);
    later(LIMIT + 1);
    expect(await status('/api/account', token)).toBe(401);
  });

  it("reads the limit from the member's brand, an edit of it included: a brand of 30 minutes keeps a session idle for 20, another brand's does not", async () => {
    h = await createHarness();
    const member = await h.login('subscriber');
    const regional = await h.login('medicare');
    expect(await status('/api/account', member)).toBe(200);
    const main = brandSpecs.find((spec) => spec.id === 'main')!;
    await h.repo.write('brands/main.json', { ...fixtureManifest(main), session: { idleMinutes: 30, warningMinutes: 5 } });
    later(20 * MINUTE);
    expect(await status('/api/account', member)).toBe(200);
    expect(await status('/api/account', regional)).toBe(401);
  });

  it("refuses a token whose brand's limit cannot be read (no brand names its domain any more): 401, never a 500", async () => {
    h = await createHarness();
    const token = await h.login('subscriber');
    const main = brandSpecs.find((spec) => spec.id === 'main')!;
    await h.repo.write('brands/main.json', fixtureManifest({ ...main, domainId: 99 }));
    expect(await status('/api/account', token)).toBe(401);
  });

  it('ends a temporary onboarding token too', async () => {
    h = await createHarness();
    const temporary = await h.login('multigroup');
    later(LIMIT + 1);
    const chosen = await h.app.inject({ method: 'POST', url: '/api/group-selection', headers: bearer(temporary), payload: { groupId: '10001450', domain: 1 } });
    expect(chosen.statusCode).toBe(401);
  });

  it("leaves a studio preview's token alone: it lives as long as its studio session, idle or not", async () => {
    h = await createHarness({ referenceApiAlone: true });
    const minted = await h.app.inject({
      method: 'POST',
      url: '/api/__demo/preview-tokens',
      payload: { username: 'subscriber', binding: 'b'.repeat(24), lifetimeSeconds: 3600 },
    });
    const { token } = minted.json<{ token: string }>();
    later(LIMIT + 5 * MINUTE);
    expect(await status('/api/account', token)).toBe(200);
  });
});

describe('POST /api/session/activity', () => {
  it('answers 204 to a full session, and refuses no token, a forged one, a temporary token (401) and a preview (403)', async () => {
    h = await createHarness({ referenceApiAlone: true });
    expect((await keepAlive(await h.login('subscriber'))).statusCode).toBe(204);
    expect((await keepAlive(await h.login('staffany'))).statusCode).toBe(204);

    for (const token of [undefined, 'a.b.c', 'not a token']) {
      const refused = await keepAlive(token);
      expect(refused.statusCode, String(token)).toBe(401);
      expect(refused.json()).toEqual({ status: 401, message: expect.any(String) });
    }
    expect((await keepAlive(await h.login('multigroup'))).statusCode).toBe(401);

    const minted = await h.app.inject({ method: 'POST', url: '/api/__demo/preview-tokens', payload: { username: 'subscriber', binding: 'c'.repeat(24), lifetimeSeconds: 600 } });
    const preview = await keepAlive(minted.json<{ token: string }>().token);
    expect(preview.statusCode).toBe(403);
    expect(preview.json()).toEqual({ status: 403, message: "A preview shows the member's pages and changes nothing." });
  });

  it('answers hostile requests with a 4xx, never a 500; a body it does not take changes nothing', async () => {
    h = await createHarness();
    const token = await h.login('subscriber');
    const refused: { headers?: Record<string, string>; payload?: string }[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"polluted":1}}' },
      { headers: { 'content-type': 'application/json' }, payload: `{"a":"${'x'.repeat(2_000_000)}"}` },
      { headers: { 'content-type': 'application/x-unknown' }, payload: 'a=1' },
      { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } },
      { headers: { authorization: 'Basic dXNlcjpwYXNz' } },
    ];
    for (const request of refused) {
      const answer = await (request.headers?.authorization ? keepAlive(undefined, request) : keepAlive(token, request));
      expect(answer.statusCode, JSON.stringify(request).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(request).slice(0, 80)).toBeLessThan(500);
    }
    expect((await keepAlive(token, { headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(10_000) })).statusCode).toBe(204);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await h.app.inject({ method: 'GET', url: '/api/session/activity', headers: bearer(token) })).statusCode).toBe(404);
  });
});

describe('POST /api/__demo/idle-session (demo mode: a browser test moves one session\'s idle clock)', () => {
  const idle = (token: string | undefined, payload: unknown) =>
    h.app.inject({ method: 'POST', url: '/api/__demo/idle-session', headers: bearer(token), payload: payload as object });

  it("moves the bearer's session alone past its limit, through the server", async () => {
    h = await createHarness();
    const aged = await h.login('subscriber');
    const other = await h.login('subscriber');
    expect((await idle(aged, { minutes: 16 })).statusCode).toBe(204);
    expect(await status('/api/account', aged)).toBe(401);
    expect(await status('/api/account', other)).toBe(200);
  });

  it('refuses no token, odd bodies and minutes out of bounds (4xx); outside demo mode it is not there (demo-off.test.ts)', async () => {
    h = await createHarness();
    const token = await h.login('subscriber');
    expect((await idle(undefined, { minutes: 16 })).statusCode).toBe(401);
    for (const body of [{}, { minutes: 0 }, { minutes: 241 }, { minutes: '16' }, { minutes: 16, extra: 1 }, [16]]) {
      expect((await idle(token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await status('/api/account', token)).toBe(200);
  });
});

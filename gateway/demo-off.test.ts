import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, TODAY, type Harness } from './testing/gateway-harness';
import { createRepoCopyStore, type RepoCopyStore } from './testing/repo-copy-store';

/*
 * Demo mode off (what NODE_ENV=production runs, gateway/shared/runtime-config.ts): none of the demo's entry points answer,
 * the demo scope header changes nothing, and the studio previews as no persona. Members still sign in: the seeded
 * personas are the reference gateway's members.
 */

const HOST = 'main.localhost:4173';
const ORIGIN = `http://${HOST}`;
const DATE = TODAY.toISOString().slice(0, 10);

let copy: RepoCopyStore;
let off: Harness;
let on: Harness;
let studioCookie: string;
let onCookie: string;

async function studioSignIn(h: Harness): Promise<string> {
  const response = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, origin: ORIGIN }, payload: { username: 'viewer', password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0] as string;
}

beforeAll(async () => {
  copy = await createRepoCopyStore('demo-off');
  off = await createHarness({ repoRoot: copy.root, store: copy.store, demo: false });
  on = await createHarness({ repoRoot: copy.root, store: copy.store });
  studioCookie = await studioSignIn(off);
  onCookie = await studioSignIn(on);
}, 60_000);
afterAll(async () => {
  await off?.close();
  await on?.close();
  await copy?.close();
});

describe('the demo calls are not there (404, as any path that does not exist)', () => {
  it.each([
    ['POST', '/api/__demo/reset'],
    ['GET', '/api/__demo/faults'],
    ['POST', '/api/__demo/faults'],
    ['DELETE', '/api/__demo/faults'],
    ['DELETE', '/api/__demo/faults?scope=x'],
    ['GET', '/api/__demo/outbox?to=dana@example.com'],
    ['POST', '/api/__demo/idle-session'],
    ['GET', '/api/__demo/anything'],
  ] as const)('%s %s', async (method, url) => {
    const payload = method === 'POST' && url.endsWith('faults') ? { path: '/api/account', status: 500 } : undefined;
    const response = await off.app.inject({ method, url, headers: { host: HOST }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('sign in as before, and a demo scope header changes nothing they see', async () => {
    const token = await off.login('subscriber');
    const plain = await off.get('/api/account', token);
    const scoped = await off.app.inject({ url: '/api/account', headers: { host: HOST, authorization: `Bearer ${token}`, 'x-demo-scope': 'test-a' } });
    expect(plain.statusCode).toBe(200);
    expect(scoped.statusCode).toBe(200);
    expect(scoped.body).toBe(plain.body);
  });

  it('a change made under a demo scope header is the same change for everyone (no scope kept apart)', async () => {
    const token = await off.login('subscriber');
    const saved = await off.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { host: HOST, authorization: `Bearer ${token}`, 'x-demo-scope': 'test-b' },
      payload: { currentPassword: PASSWORD, newPassword: 'Another-Pass1!' },
    });
    expect(saved.statusCode).toBe(200);
    // Without the header, the new password is the one: the header kept nothing apart.
    expect((await off.app.inject({ method: 'POST', url: '/api/token', payload: { username: 'subscriber', password: 'Another-Pass1!', domainId: 1 } })).statusCode).toBe(200);
  });
});

describe("the studio's preview personas", () => {
  const studioGet = (h: Harness, cookie: string, url: string) => h.app.inject({ url, headers: { host: HOST, cookie } });

  it('are listed in demo mode only', async () => {
    const listed = (await studioGet(on, onCookie, `/api/studio/personas?brand=main&date=${DATE}`)).json() as { personas: unknown[] };
    expect(listed.personas.length).toBeGreaterThan(0);
    const none = await studioGet(off, studioCookie, `/api/studio/personas?brand=main&date=${DATE}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ personas: [] });
  });

  it('give no preview, matrix row, token or frame outside demo mode', async () => {
    const query = `brand=main&persona=subscriber&date=${DATE}`;
    expect((await studioGet(off, studioCookie, `/api/studio/preview?${query}`)).statusCode).toBe(404);
    expect((await studioGet(off, studioCookie, '/api/studio/preview-token?persona=subscriber')).statusCode).toBe(404);
    expect((await studioGet(off, studioCookie, `/studio/frame?${query}`)).statusCode).toBe(404);
    const matrix = await studioGet(off, studioCookie, `/api/studio/matrix?brand=main&date=${DATE}`);
    expect(matrix.statusCode).toBe(200);
    expect(matrix.json()).toEqual({ personas: [], rows: [] });
  });
});

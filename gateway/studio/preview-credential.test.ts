import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, PASSWORD, TODAY, type Harness } from '../testing/gateway-harness';

/*
 * A preview's credential (issue 15's security review, item 1): the frame's token reads as the persona and changes
 * nothing, only beside the cookie of the studio session that minted it, and only while that session lives.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = 'main.localhost:4173';
const REGIONAL = 'regional.localhost:4173';
const MINUTE = 60 * 1000;
/** What the member API answers a preview's write (gateway/reference-api/auth/preview-access.ts). */
const PREVIEW_REFUSAL = "A preview shows the member's pages and changes nothing.";

// Studio sign-ins hash passwords (scrypt) and previews ask several member calls: room for a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ repoRoot });
  await mkdir(join(h.repo.distDir, '.vite'), { recursive: true });
  await writeFile(join(h.repo.distDir, '.vite', 'module-chunks.json'), JSON.stringify({ modules: { 'src/studio/frame/main.tsx': 'assets/frame-abc123.js' }, imports: {}, widgets: {} }));
});
afterAll(() => h.close());
beforeEach(() => {
  h.clock.now = new Date(TODAY);
});

async function studioCookie(username = 'viewer', host = MAIN): Promise<string> {
  const response = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host, origin: `http://${host}` }, payload: { username, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0] as string;
}

/** The token the frame's page carries for a persona, as a script in the frame could read it. */
async function frameToken(cookie: string, brand = 'main', persona = 'subscriber', host = MAIN): Promise<string> {
  const page = await h.app.inject({ method: 'GET', url: `/studio/frame?brand=${brand}&persona=${persona}&date=2025-06-15&route=/home`, headers: { host, cookie } });
  expect(page.statusCode).toBe(200);
  const boot = /<script type="application\/json" id="studio-preview">(.*?)<\/script>/.exec(page.body)?.[1] ?? 'null';
  return (JSON.parse(boot) as { token: string }).token;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, options: { cookie?: string; host?: string; payload?: object } = {}) =>
  h.app.inject({
    method,
    url,
    headers: { host: options.host ?? MAIN, authorization: `Bearer ${token}`, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe("a preview's token is bound to its studio session", () => {
  it('reads with its own studio cookie, and nothing without it or with another session\'s', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    for (const path of ['/api/account', '/api/account/address', '/api/eligibility/family']) {
      expect((await call('GET', path, token, { cookie })).statusCode, path).toBe(200);
    }
    expect((await call('GET', '/api/account', token)).statusCode).toBe(401);
    const other = await studioCookie('editor');
    expect((await call('GET', '/api/account', token, { cookie: other })).statusCode).toBe(401);
    // The binding is no session id: the other session's own token does not open this one's reads either way.
    expect((await call('GET', '/api/account', await frameToken(other), { cookie })).statusCode).toBe(401);
  });

  it('reads nothing once the studio signs out, even with the old cookie', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    const out = await h.app.inject({ method: 'DELETE', url: '/api/studio/session', headers: { host: MAIN, cookie, origin: `http://${MAIN}` } });
    expect(out.statusCode).toBe(204);
    expect((await call('GET', '/api/account', token, { cookie })).statusCode).toBe(401);
  });

  it('lives 15 minutes; the frame gets a new one once fewer than 5 remain', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    h.clock.now = new Date(TODAY.getTime() + 9 * MINUTE);
    expect(await frameToken(cookie)).toBe(token);
    h.clock.now = new Date(TODAY.getTime() + 11 * MINUTE);
    const next = await frameToken(cookie);
    expect(next).not.toBe(token);
    expect((await call('GET', '/api/account', token, { cookie })).statusCode).toBe(200);
    h.clock.now = new Date(TODAY.getTime() + 15 * MINUTE + 1000);
    expect((await call('GET', '/api/account', token, { cookie })).statusCode).toBe(401);
    expect((await call('GET', '/api/account', next, { cookie })).statusCode).toBe(200);
  });

  it('a frame left open asks for its next token with the studio cookie alone', async () => {
    const cookie = await studioCookie();
    const ask = (persona: string, headers: Record<string, string> = { cookie }) =>
      h.app.inject({ method: 'GET', url: `/api/studio/preview-token?persona=${encodeURIComponent(persona)}`, headers: { host: MAIN, ...headers } });
    const first = await ask('subscriber');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { token } = first.json<{ token: string }>();
    expect(token).toBe(await frameToken(cookie));
    expect((await call('GET', '/api/account', token, { cookie })).statusCode).toBe(200);
    h.clock.now = new Date(TODAY.getTime() + 11 * MINUTE);
    expect((await ask('subscriber')).json<{ token: string }>().token).not.toBe(token);
    expect((await ask('subscriber', {})).statusCode).toBe(401);
    expect((await ask('subscriber', { cookie, authorization: `Bearer ${token}` })).statusCode).toBe(401);
    for (const persona of ['nobody', '__proto__', 'constructor', 'a'.repeat(5000), '']) expect((await ask(persona)).statusCode, persona.slice(0, 20)).toBe(404);
  });

  it('reads nothing once the studio session expires', async () => {
    const cookie = await studioCookie();
    await frameToken(cookie);
    h.clock.now = new Date(TODAY.getTime() + 8 * 60 * MINUTE - 2 * MINUTE);
    const late = await frameToken(cookie);
    expect((await call('GET', '/api/account', late, { cookie })).statusCode).toBe(200);
    h.clock.now = new Date(TODAY.getTime() + 8 * 60 * MINUTE + 1000);
    expect((await call('GET', '/api/account', late, { cookie })).statusCode).toBe(401);
  });

  it('opens no other path that takes a token: the first page, single sign-on, logout', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    const home = (sessionToken: string) => h.app.inject({ method: 'GET', url: '/home', headers: { host: MAIN, cookie: `${cookie}; md_session=${sessionToken}` } });
    const member = await h.login('subscriber');
    expect((await home(member)).body).toContain('id="first-responses"');
    const page = await home(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('id="first-responses"');
    const sso = (form: string) => h.app.inject({ method: 'POST', url: '/sso/salesforce', headers: { host: MAIN, cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${form}` });
    expect((await sso(member)).statusCode).toBe(200);
    expect((await sso(token)).statusCode).toBe(401);
    // Logout with it ends nothing (a preview changes nothing): it still reads.
    expect((await call('DELETE', '/api/token', token, { cookie })).statusCode).toBe(204);
    expect((await call('GET', '/api/account', token, { cookie })).statusCode).toBe(200);
  });
});

describe('hostile input', () => {
  it('odd studio cookies beside a preview token answer 401, never a 500', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    for (const odd of ['md_studio=', 'md_studio=%00%ff', `md_studio=${'a'.repeat(8000)}`, 'md_studio=a=b; md_studio', `${cookie.replace('md_studio=', 'md_studio=x')}`]) {
      expect((await call('GET', '/api/account', token, { cookie: odd })).statusCode, odd.slice(0, 40)).toBe(401);
    }
    // A token whose claims were edited (its binding swapped for a guess) fails its signature.
    const [header, payload] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, preview: undefined })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await call('GET', '/api/account', forged)).statusCode).toBe(401);
  });

  it('hostile studio usernames (control characters, too long, not a string) answer 4xx, never a 500', async () => {
    const from = (username: unknown) =>
      h.app.inject({ method: 'POST', url: '/api/studio/session', remoteAddress: '192.0.2.50', headers: { host: MAIN, origin: `http://${MAIN}` }, payload: { username, password: 'wrong' } });
    // NUL in any studio body is refused before anything reads it (studio/body-guard.ts); other control characters are
    // just an unknown username.
    expect((await from(`\n${'é'.repeat(50)}\u0000x`)).statusCode).toBe(400);
    expect((await from(`\n${'é'.repeat(50)}\u0007x`)).statusCode).toBe(401);
    expect((await from('x'.repeat(101))).statusCode).toBe(400);
    expect((await from({ $gt: '' })).statusCode).toBe(400);
  });
});

describe('a preview changes nothing', () => {
  it('refuses the mailing address, the password, preferences, group selection, ordering a card (403)', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    const address = { addressLine1: '77 NW Couch St', addressLine2: null, city: 'Portland', state: 'OR', zipCode: '97209', country: 'US', phoneNumber: '(503) 555-0199' };
    const writes = [
      call('PUT', '/api/account/address', token, { cookie, payload: address }),
      call('PUT', '/api/account/password', token, { cookie, payload: { currentPassword: PASSWORD, newPassword: 'Another22!' } }),
      call('PUT', '/api/account/preferences', token, { cookie, payload: {} }),
      call('POST', '/api/group-selection', token, { cookie, payload: { groupId: '1', domain: 1 } }),
      call('GET', '/api/idCard/request?category=medical', token, { cookie }),
      call('GET', '/api/token/userkey', token, { cookie }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: PREVIEW_REFUSAL });
    }
    expect((await call('GET', '/api/account/address', token, { cookie })).json()).toMatchObject({ address: { addressLine1: '4127 SE Woodstock Blvd' } });
  });

  it('a search that only reads is a read (POST pcp/search)', async () => {
    const cookie = await studioCookie();
    const token = await frameToken(cookie);
    const search = await call('POST', '/api/pcp/search', token, { cookie, payload: { members: ['700101'], radius: 10, zip: '97232' } });
    expect(search.statusCode).toBe(200);
  });

  it("staffany's preview has no log-in-as rights", async () => {
    const cookie = await studioCookie('viewer', REGIONAL);
    const token = await frameToken(cookie, 'regional', 'staffany', REGIONAL);
    const payload = { subscriberId: 'MA2000451', domainId: 2 };
    const as = await call('POST', '/api/login-as', token, { cookie, host: REGIONAL, payload });
    expect(as.statusCode).toBe(403);
    expect(as.json()).toMatchObject({ message: PREVIEW_REFUSAL });
    // The same request with staffany's own sign-in is served: it is the preview that has no such right.
    expect((await call('POST', '/api/login-as', await h.login('staffany'), { host: REGIONAL, payload })).statusCode).toBe(200);
    expect((await call('GET', '/api/account', token, { cookie, host: REGIONAL })).statusCode).toBe(200);
  });
});

describe('previews are of demo personas only', () => {
  it('an account registered at run time is no persona', async () => {
    const subscriber = (await h.get('/api/account', await h.login('subscriber'))).json() as {
      family: { subscriberId: string };
      members: { firstName: string; lastName: string; dateOfBirth: string }[];
    };
    const chris = subscriber.members.find((m) => m.firstName === 'Chris');
    const registration = {
      subscriberId: subscriber.family.subscriberId,
      firstName: 'Chris',
      lastName: chris?.lastName,
      dateOfBirth: chris?.dateOfBirth,
      domainId: 1,
      username: 'chrisreal',
      password: 'Welcome22!',
      email: 'chris.rivera@example.com',
      securityAnswers: [
        { questionId: 1, answer: 'Rex' },
        { questionId: 2, answer: 'Portland' },
      ],
    };
    expect((await h.app.inject({ method: 'POST', url: '/api/account/registration', payload: registration })).statusCode).toBe(200);
    const cookie = await studioCookie();
    const { personas } = (await h.app.inject({ method: 'GET', url: '/api/studio/personas?brand=main&date=2025-06-15', headers: { host: MAIN, cookie } })).json() as {
      personas: { username: string }[];
    };
    expect(personas.map((p) => p.username)).toContain('subscriber');
    expect(personas.map((p) => p.username)).not.toContain('chrisreal');
    const frame = await h.app.inject({ method: 'GET', url: '/studio/frame?brand=main&persona=chrisreal&date=2025-06-15&route=/home', headers: { host: MAIN, cookie } });
    expect(frame.statusCode).toBe(404);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, type Harness } from '../testing/gateway-harness';

/* The studio's sessions and preview data (issue 15), over the repository's real brands and the demo personas. */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = 'main.localhost:4173';
const ORIGIN = `http://${HOST}`;

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ repoRoot });
  await writeFile(join(h.repo.distDir, 'studio.html'), '<!doctype html><title>Studio</title><div id="studio"></div>');
  await mkdir(join(h.repo.distDir, '.vite'), { recursive: true });
  await writeFile(join(h.repo.distDir, '.vite', 'module-chunks.json'), JSON.stringify({ modules: { 'src/studio/frame/main.tsx': 'assets/frame-abc123.js' }, imports: {}, widgets: {} }));
});
afterAll(() => h.close());

const signIn = (username: string, password = PASSWORD, headers: Record<string, string> = { origin: ORIGIN }) =>
  h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, ...headers }, payload: { username, password } });

async function cookieOf(username: string): Promise<string> {
  const response = await signIn(username);
  expect(response.statusCode).toBe(200);
  const set = String(response.headers['set-cookie']);
  return set.split(';')[0] as string;
}

const studioGet = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { host: HOST, cookie, ...headers } });

describe('studio sessions', () => {
  it('sign in with a studio account: an httpOnly, Secure, SameSite=Strict cookie; who and roles per brand', async () => {
    const response = await signIn('partnereditor');
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^md_studio=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=28800$/);
    const who = await studioGet('/api/studio/session', cookie.split(';')[0] as string);
    expect(who.statusCode).toBe(200);
    const body = who.json() as { username: string; brands: { id: string; role: string }[] };
    expect(body.username).toBe('partnereditor');
    expect(Object.fromEntries(body.brands.map((b) => [b.id, b.role]))).toMatchObject({ partner: 'editor', main: 'viewer', regional: 'viewer', hospital: 'viewer' });
    const publisher = (await studioGet('/api/studio/session', await cookieOf('publisher'))).json() as typeof body;
    expect(new Set(publisher.brands.map((b) => b.role))).toEqual(new Set(['publisher']));
  });

  it('refuses a wrong password, a member login, and a sign-in from another origin or none', async () => {
    expect((await signIn('viewer', 'wrong')).statusCode).toBe(401);
    expect((await signIn('subscriber')).statusCode).toBe(401);
    expect((await signIn('viewer', PASSWORD, { origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await signIn('viewer', PASSWORD, {})).statusCode).toBe(403);
    // The same host over another scheme is another origin.
    expect((await signIn('viewer', PASSWORD, { origin: `https://${HOST}` })).statusCode).toBe(403);
  });

  it("wrong passwords from one client stop that client's tries only: the publisher signs in from another", async () => {
    const from = (remoteAddress: string, password: string) =>
      h.app.inject({ method: 'POST', url: '/api/studio/session', remoteAddress, headers: { host: HOST, origin: ORIGIN }, payload: { username: 'publisher', password } });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7', 'wrong')).statusCode).toBe(401);
    const refused = await from('203.0.113.7', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: 'Too many attempts: try again in 15 minutes.' });
    expect(refused.headers['retry-after']).toBe('900');
    expect((await from('198.51.100.2', PASSWORD)).statusCode).toBe(200);
    // Seven password hashes (scrypt): room for a loaded machine.
  }, 20_000);

  it('studio routes refuse member tokens; member routes refuse the studio cookie', async () => {
    const cookie = await cookieOf('viewer');
    const member = await h.login('subscriber');
    expect((await studioGet('/api/studio/session', '')).statusCode).toBe(401);
    expect((await studioGet('/api/studio/session', '', { authorization: `Bearer ${member}` })).statusCode).toBe(401);
    // Even beside a valid studio cookie, a bearer token is refused.
    expect((await studioGet('/api/studio/session', cookie, { authorization: `Bearer ${member}` })).statusCode).toBe(401);
    expect((await studioGet('/api/studio/personas?brand=main', '', { authorization: `Bearer ${member}` })).statusCode).toBe(401);
    // A studio session is no member session: its cookie, or its value as a bearer token, opens no member call.
    expect((await studioGet('/api/account', cookie)).statusCode).toBe(401);
    expect((await studioGet('/api/account', '', { authorization: `Bearer ${cookie.split('=')[1]}` })).statusCode).toBe(401);
  });

  it('writes must be same-origin; DELETE signs out', async () => {
    const cookie = await cookieOf('editor');
    const foreign = await h.app.inject({ method: 'DELETE', url: '/api/studio/session', headers: { host: HOST, cookie, origin: 'http://partner.localhost:4173' } });
    expect(foreign.statusCode).toBe(403);
    expect((await studioGet('/api/studio/session', cookie)).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'DELETE', url: '/api/studio/session', headers: { host: HOST, cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await studioGet('/api/studio/session', cookie)).statusCode).toBe(401);
  });

  it('serves the studio page at /studio, signed in or not', async () => {
    const page = await studioGet('/studio', '');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="studio"');
  });
});

describe('preview data', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await cookieOf('publisher');
  });

  it("lists a brand's personas from the gateway's data, with what each shows", async () => {
    const response = await studioGet('/api/studio/personas?brand=partner&date=2025-06-15', cookie);
    const { personas } = response.json() as { personas: { username: string; name: string; shows: string[] }[] };
    expect(personas.map((p) => p.username)).toEqual(['partner', 'partnerdep', 'staffnonemp']);
    expect(personas[1]).toMatchObject({ name: 'Nadia Bell', shows: expect.arrayContaining([expect.stringMatching(/^dependent/)]) });
    expect(personas[2]?.shows).toContain('staff role logInAsNonEmp');
  });

  it("traces why partner's dependent has no eBill, from the member app's facts", async () => {
    const response = await studioGet('/api/studio/preview?brand=partner&persona=partnerdep&date=2025-06-15', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { facts: Record<string, unknown>; elements: { element: { kind: string; id: string; menu?: string; page?: string }; result: string; why: string }[] };
    expect(body.facts).toMatchObject({ 'feature.eBillOffered': false, 'member.isSubscriber': false, today: '2025-06-15' });
    const ebillItem = body.elements.find((e) => e.element.kind === 'menu' && e.element.id === 'ebill');
    expect(ebillItem).toMatchObject({ result: 'hide', why: 'ebillShown: feature.eBillOffered = false, ebill.has = false → hidden' });
    const ebillTile = body.elements.find((e) => e.element.kind === 'section' && e.element.page === 'home' && e.element.id === 'ebill-alert');
    expect(ebillTile?.why).toMatch(/^feature\.eBillOffered = false.* → hidden$/);
  });

  it('the as-of date flips the primary care banner between 2025-03-31 and 2025-04-01', async () => {
    const banner = async (date: string) => {
      const body = (await studioGet(`/api/studio/preview?brand=main&persona=subscriber&date=${date}`, cookie)).json() as {
        elements: { element: { id: string; page?: string }; result: string; why: string }[];
      };
      return body.elements.find((e) => e.element.page === 'home' && e.element.id === 'primary-care-update');
    };
    expect(await banner('2025-03-31')).toMatchObject({ result: 'show' });
    expect(await banner('2025-04-01')).toMatchObject({ result: 'hide', why: 'today = "2025-04-01" onOrBefore "2025-03-31" → hidden' });
  });

  it('the matrix: every gated element × every persona of the brand', async () => {
    const body = (await studioGet('/api/studio/matrix?brand=partner&date=2025-06-15', cookie)).json() as {
      personas: { username: string }[];
      rows: { element: { id: string }; cells: { result: string; why: string }[] }[];
    };
    expect(body.personas).toHaveLength(3);
    expect(body.rows.length).toBeGreaterThan(10);
    for (const row of body.rows) expect(row.cells).toHaveLength(3);
  });

  it('refuses unknown brands, personas of another brand and bad dates', async () => {
    expect((await studioGet('/api/studio/preview?brand=nope&persona=partner&date=2025-06-15', cookie)).statusCode).toBe(404);
    expect((await studioGet('/api/studio/preview?brand=partner&persona=subscriber&date=2025-06-15', cookie)).statusCode).toBe(404);
    expect((await studioGet('/api/studio/preview?brand=partner&persona=partner&date=2025-02-30', cookie)).statusCode).toBe(400);
  });
});

describe('the preview frame', () => {
  it('serves the app for a persona with a preview boot, framable by the same origin only, with a studio session only', async () => {
    const url = '/studio/frame?brand=partner&persona=partnerdep&date=2025-03-31&route=/home';
    expect((await studioGet(url, '')).statusCode).toBe(401);
    const response = await studioGet(url, await cookieOf('viewer'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const boot = /<script type="application\/json" id="studio-preview">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(boot ?? 'null')).toMatchObject({ token: expect.any(String), today: '2025-03-31', route: '/home', mode: 'app', widget: '' });
    expect(response.body).toContain('"id":"partner"');
    // The member app's HTML with the frame's entry in place of the app's.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/frame-abc123.js"></script>');
    expect(response.body).not.toContain('app-abc123.js');
    expect(response.body).toContain('<div id="studio-preview-root"></div>');
    expect(response.body).not.toContain('<div id="root">');
    expect((await studioGet('/studio/frame?brand=partner&persona=partnerdep&date=2025-03-31&route=//evil.example', await cookieOf('viewer'))).statusCode).toBe(400);
  });

  it('has a catalogue mode (every widget, or one), and refuses other modes and odd widget names', async () => {
    const cookie = await cookieOf('viewer');
    const base = '/studio/frame?brand=main&persona=subscriber&date=2025-03-31';
    const catalogue = await studioGet(`${base}&mode=catalogue&widget=tools`, cookie);
    expect(catalogue.statusCode).toBe(200);
    const boot = /<script type="application\/json" id="studio-preview">(.*?)<\/script>/.exec(catalogue.body)?.[1];
    expect(JSON.parse(boot ?? 'null')).toMatchObject({ mode: 'catalogue', widget: 'tools' });
    expect((await studioGet(`${base}&mode=editor`, cookie)).statusCode).toBe(400);
    expect((await studioGet(`${base}&mode=catalogue&widget=%3Cx%3E`, cookie)).statusCode).toBe(400);
  });
});

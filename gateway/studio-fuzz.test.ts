import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Harness } from './testing/gateway-harness';
import { createStudioStoreHarness, type StudioStoreHarness } from './testing/studio-store-harness';
import { hostileBody, hostileKeys, hostileQuery, hostileValue, nestedText, seeded, type Random } from './testing/hostile-json';

/*
 * Every studio route, with a signed-in publisher's cookie and the same Origin, against seeded random and hostile
 * JSON bodies and queries: none may answer 500 (a refusal is a 4xx with a sentence; bad input loses nothing).
 */

const HOST = 'partner.localhost:4173';
const ORIGIN = `http://${HOST}`;
const CASES = 1200;

let studio: StudioStoreHarness;
let h: Harness;
let cookie: string;
let draftId = '';
/** The draft's revision as last answered: most saves name it, so they get past the revision check. */
let revision = 1;

beforeAll(async () => {
  studio = await createStudioStoreHarness({ name: 'studio-fuzz', users: ['publisher'], host: HOST });
  h = studio.h;
  cookie = studio.cookies.get('publisher')!;
  await freshDraft();
}, 60_000);
afterAll(() => studio?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A fresh draft to fuzz (the last one may be discarded or published by now); the old one discarded. */
async function freshDraft() {
  if (draftId) await send('DELETE', `/api/studio/content/partner/drafts/${draftId}`);
  const draft = await send('POST', '/api/studio/content/partner/drafts', '{"title":"fuzz"}');
  draftId = draft.json<{ id: string }>().id;
  revision = 1;
}

function send(method: Method, url: string, payload?: string) {
  return h.app.inject({
    method,
    url,
    // A sign-in ends the session of the cookie it comes with: the fuzz's sign-ins go without the publisher's.
    headers: { host: HOST, origin: ORIGIN, ...(url === '/api/studio/session' && method === 'POST' ? {} : { cookie }), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Mostly the real thing (so the handlers run), else a wrong or hostile path segment. */
const brand = (r: Random) => (r.next() < 0.75 ? 'partner' : r.pick(['main', 'nope', 'constructor', '__proto__', '%00', 'a'.repeat(80), 'PARTNER']));
const id = (r: Random) => (r.next() < 0.8 ? draftId : r.pick(['00000000-0000-0000-0000-000000000000', 'constructor', '%00', 'x'.repeat(100), '..']));
const number = (r: Random) => r.pick(['1', '1', '2', '0', '-1', '99999999999', 'constructor', '1e3']);
/** A content of the right shape with hostile parts inside (where the schema does not look). */
const content = (r: Random) => {
  const key = JSON.stringify(r.pick(hostileKeys.filter((k) => /^[A-Za-z]/.test(k))));
  return r.pick([
    '{"manifest":{},"copy":{}}',
    `{"manifest":{${key}:${hostileValue(r)}},"copy":{}}`,
    `{"manifest":{},"copy":{${key}:{${key}:${hostileValue(r)}}}}`,
    `{"manifest":{"brand":${hostileValue(r)},"pages":${hostileValue(r)}},"copy":{"footer":${hostileValue(r)}}}`,
  ]);
};

interface Route {
  method: Method;
  path: (r: Random) => string;
  /** The valid body's fields as JSON texts; none: no body. */
  body?: (r: Random) => Record<string, string>;
  query?: Record<string, string>;
}
const api = (r: Random, rest = '') => `/api/studio/content/${brand(r)}${rest}`;
const preview = { brand: 'partner', date: '2025-06-15', persona: 'partner', draft: '' };
const routes: Route[] = [
  { method: 'GET', path: (r) => api(r) },
  { method: 'GET', path: (r) => api(r, '/drafts') },
  { method: 'POST', path: (r) => api(r, '/drafts'), body: () => ({ title: '"A draft"' }) },
  { method: 'GET', path: (r) => api(r, `/drafts/${id(r)}`) },
  { method: 'PUT', path: (r) => api(r, `/drafts/${id(r)}`), body: (r) => ({ revision: r.pick([String(revision), String(revision), '1']), content: content(r) }) },
  { method: 'POST', path: (r) => api(r, `/drafts/${id(r)}/submit`), body: () => ({ revision: String(revision) }) },
  { method: 'POST', path: (r) => api(r, `/drafts/${id(r)}/approve`), body: () => ({ revision: String(revision) }) },
  { method: 'POST', path: (r) => api(r, `/drafts/${id(r)}/request-changes`), body: () => ({ comment: '"Fix it"' }) },
  { method: 'POST', path: (r) => api(r, `/drafts/${id(r)}/publish`), body: () => ({ message: '"Go"' }) },
  { method: 'POST', path: (r) => api(r, `/drafts/${id(r)}/rebase`), body: () => ({}) },
  { method: 'DELETE', path: (r) => api(r, `/drafts/${id(r)}`) },
  { method: 'GET', path: (r) => api(r, '/versions') },
  { method: 'GET', path: (r) => api(r, `/versions/${number(r)}`) },
  { method: 'POST', path: (r) => api(r, `/versions/${number(r)}/restore`), body: () => ({ message: '"Back"' }) },
  { method: 'GET', path: (r) => api(r, '/audit'), query: { before: '5' } },
  { method: 'GET', path: (r) => api(r, '/repo') },
  { method: 'GET', path: (r) => api(r, '/releases') },
  { method: 'POST', path: (r) => api(r, '/releases'), body: (r) => ({ drafts: JSON.stringify([id(r)]), at: r.pick(['"2031-01-01T09:00"', '"2031-02-30T09:00"', '"2001-01-01T09:00"']) }) },
  { method: 'PUT', path: (r) => api(r, `/releases/${id(r)}`), body: () => ({ at: '"2031-01-01T09:00"' }) },
  { method: 'POST', path: (r) => api(r, `/releases/${id(r)}/cancel`), body: () => ({}) },
  { method: 'PUT', path: (r) => api(r, '/releases-time-zone'), body: () => ({ timeZone: '"Europe/Madrid"' }) },
  { method: 'POST', path: (r) => api(r, '/repo/adopt'), body: () => ({}) },
  { method: 'GET', path: () => '/api/studio/session' },
  { method: 'POST', path: () => '/api/studio/session', body: () => ({ username: '"viewer"', password: JSON.stringify(PASSWORD) }) },
  { method: 'GET', path: () => '/api/studio/preview', query: preview },
  { method: 'GET', path: () => '/api/studio/matrix', query: { brand: 'partner', date: '2025-06-15', draft: '' } },
  { method: 'GET', path: () => '/api/studio/personas', query: { brand: 'partner' } },
  { method: 'GET', path: () => '/studio/frame', query: { ...preview, route: '/home', mode: 'app' } },
];

describe('studio routes against hostile input', () => {
  it(`${CASES} seeded random requests over every studio route: never a 500, always a sentence`, async () => {
    const r = seeded(20261127);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < CASES; i++) {
      if (i % 40 === 39) await freshDraft();
      // Every route in turn, and every other time a save (the richest handler).
      const route = i % 2 === 0 ? routes[(i / 2) % routes.length]! : routes.find((r) => r.method === 'PUT')!;
      const path = route.path(r) + (route.query ? hostileQuery(r, route.query) : '');
      const fields = route.body?.(r);
      // Mostly hostile; some valid bodies, so the handlers behind the schemas run too.
      const payload = fields ? (r.next() < 0.35 ? `{${Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}` : hostileBody(r, fields)) : undefined;
      const response = await send(route.method, path, payload);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 200 && route.method === 'PUT') revision = response.json<{ revision: number }>().revision;
      const shown = `${route.method} ${path.slice(0, 120)} ${payload === undefined ? '' : payload.slice(0, 160)}`;
      if (response.statusCode === 500) failures.push(`${response.statusCode} ${shown}: ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400) {
        const json = String(response.headers['content-type']).startsWith('application/json');
        const message = json ? response.json<{ message?: unknown }>().message : response.body;
        if (typeof message !== 'string' || message.length < 10) failures.push(`${response.statusCode} without a sentence: ${shown}: ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(statuses.get(200) ?? 0, 'some requests got through to the handlers').toBeGreaterThan(CASES / 20);
  }, 60_000);

  it('refuses 10,000 levels of nesting, NUL and prototype names with a 4xx and a sentence, storing nothing', async () => {
    const before = (await send('GET', `/api/studio/content/partner/drafts/${draftId}`)).json<{ revision: number }>();
    const deep = await send('PUT', `/api/studio/content/partner/drafts/${draftId}`, `{"revision":${before.revision},"content":{"manifest":${nestedText(10_001, false)},"copy":{}}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ message: string }>().message).toMatch(/deeper than/);
    // Deep with names the JSON parser's prototype scan looks for: still a 4xx, never a stack overflow.
    const poisoned = await send('PUT', `/api/studio/content/partner/drafts/${draftId}`, `{"revision":1,"content":{"manifest":${nestedText(100_000, false, '{"constructor":{"prototype":1}}')},"copy":{}}}`);
    expect(poisoned.statusCode).toBeGreaterThanOrEqual(400);
    expect(poisoned.statusCode).toBeLessThan(500);
    for (const [field, url] of [['title', '/api/studio/content/partner/drafts'], ['comment', `/api/studio/content/partner/drafts/${draftId}/request-changes`], ['message', '/api/studio/content/partner/versions/1/restore']] as const) {
      const nul = await send('POST', url, JSON.stringify({ [field]: 'a\u0000b' }));
      expect(nul.statusCode, field).toBe(400);
      expect(nul.json<{ message: string }>().message).toMatch(/NUL/);
    }
    const draft = (await send('GET', `/api/studio/content/partner/drafts/${draftId}`)).json<{ revision: number; content: { manifest: object; copy: Record<string, object> } }>();
    expect(draft.revision).toBe(before.revision);
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const saved = await send('PUT', `/api/studio/content/partner/drafts/${draftId}`, JSON.stringify({ revision: draft.revision, content: { ...draft.content, copy: { ...draft.content.copy, [name]: { [name]: 'x' } } } }));
      expect(saved.statusCode, name).toBeLessThan(500);
    }
  }, 30_000);
});

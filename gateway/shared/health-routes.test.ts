import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';
import type { ReadinessCheck } from './readiness';

/* /healthz and /readyz (gateway/shared/health-routes.ts): for load balancers, open to anyone, never a 500, no internals. */

const HOST = 'main.localhost:4173';
let upstreamUp = true;
const upstream: ReadinessCheck = {
  name: 'memberApi',
  check: async () => {
    if (!upstreamUp) throw new Error('getaddrinfo ENOTFOUND members.internal.example');
  },
};
const store: ReadinessCheck = { name: 'store', check: async () => [{ one: 1 }] };

let h: Harness;
let memberToken: string;
let stafferToken: string;
beforeAll(async () => {
  h = await createHarness({ demo: false, readiness: [store, upstream] });
  memberToken = await h.login('subscriber');
  stafferToken = await h.login('staffany');
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

describe('/healthz', () => {
  it('answers 200 {status: ok}, not cached', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('answers 200 when every check passes, naming them', async () => {
    upstreamUp = true;
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { store: 'ok', memberApi: 'ok' } });
  });

  it('answers 503 naming the check that failed, and nothing of why', async () => {
    upstreamUp = false;
    const response = await get('/readyz');
    upstreamUp = true;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { store: 'ok', memberApi: 'failed' } });
    expect(response.body).not.toContain('members.internal');
  });

  it('has no checks unless given some (gateway/server.ts gives the store\'s)', async () => {
    const bare = await createHarness();
    try {
      expect((await bare.get('/readyz')).json()).toEqual({ status: 'ready', checks: {} });
    } finally {
      await bare.close();
    }
  });
});

describe('who may ask: anyone (no role is refused, no credential is needed or read)', () => {
  it.each(['/healthz', '/readyz'])('%s answers 200 signed out, as a member, as staff, with a forged token or studio cookie', async (path) => {
    expect((await get(path)).statusCode).toBe(200);
    expect((await get(path, { authorization: `Bearer ${memberToken}` })).statusCode).toBe(200);
    expect((await get(path, { authorization: `Bearer ${stafferToken}` })).statusCode).toBe(200);
    expect((await get(path, { authorization: 'Bearer not.a.token', cookie: 'md_studio=forged' })).statusCode).toBe(200);
  });
});

describe('hostile input: a 4xx or the usual answer, never a 500', () => {
  it.each(['/healthz', '/readyz'])('%s ignores any query string', async (path) => {
    for (const query of ['?verbose=1', '?__proto__[x]=1', '?a=%00', `?${'x'.repeat(8_000)}=1`, '?check=store&check=store', '?%E0%A4%A=1']) {
      const response = await get(`${path}${query}`);
      expect(response.statusCode, query.slice(0, 40)).toBe(200);
    }
  });

  it.each(['/healthz', '/readyz'])('%s answers HEAD, and 404 to a method it does not have', async (path) => {
    expect((await h.app.inject({ method: 'HEAD', url: path, headers: { host: HOST } })).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await h.app.inject({ method, url: path, headers: { host: HOST, 'content-type': 'application/json' }, payload: '{"a":' });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, method).toBeLessThan(500);
    }
    const options = await h.app.inject({ method: 'OPTIONS', url: path, headers: { host: HOST } });
    expect(options.statusCode).toBeLessThan(500);
  });

  it('a path beside them is not them', async () => {
    for (const path of ['/healthz/', '/healthz/x', '/HEALTHZ', '/readyz.json']) {
      const response = await get(path);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.body, path).not.toBe('{"status":"ok"}');
    }
  });
});

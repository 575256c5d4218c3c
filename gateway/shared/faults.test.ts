import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await createHarness();
  token = await h.login('subscriber');
});
afterEach(() => h.close());

const addFault = (rule: object) => h.app.inject({ method: 'POST', url: '/api/__demo/faults', payload: rule });

describe('fault injection (demo mode)', () => {
  it('answers the injected status for an exact path, `times` times', async () => {
    expect((await addFault({ path: '/api/account', status: 503, times: 2 })).statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const response = await h.get('/api/account', token);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 503, message: expect.any(String) });
    }
    expect((await h.get('/api/account', token)).statusCode).toBe(200);
    expect((await h.get('/api/account?x=1', token)).statusCode).toBe(200);
  });

  it('matches a prefix ending with *, until cleared', async () => {
    await addFault({ path: '/api/ebill/*', status: 500 });
    expect((await h.get('/api/ebill/hasEbill', token)).statusCode).toBe(500);
    expect((await h.get('/api/ebill/showEbillAlert?a=b', token)).statusCode).toBe(500);
    expect((await h.get('/api/account', token)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/__demo/faults' })).statusCode).toBe(204);
    expect((await h.get('/api/ebill/hasEbill', token)).statusCode).toBe(200);
  });

  it('answers a 200 whose JSON body is cut off', async () => {
    await addFault({ path: '/api/programs', malformed: true, times: 1 });
    const response = await h.get('/api/programs', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body)).toThrow(SyntaxError);
    expect((await h.get('/api/programs', token)).json()).toHaveProperty('programs');
  });

  it('adds latency', async () => {
    await addFault({ path: '/api/programs', latencyMs: 120 });
    const started = Date.now();
    expect((await h.get('/api/programs', token)).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('drops the connection', async () => {
    await addFault({ path: '/api/groups', drop: true });
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    await expect(fetch(`${address}/api/groups`, { headers: { authorization: `Bearer ${token}` } })).rejects.toThrow();
    expect((await fetch(`${address}/api/programs`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('is cleared by the demo reset, and never touches the demo calls themselves', async () => {
    await addFault({ path: '/api/*', status: 500 });
    expect((await h.app.inject({ method: 'POST', url: '/api/__demo/reset' })).statusCode).toBe(204);
    expect((await h.get('/api/account', token)).statusCode).toBe(200);
  });

  it('applies a scoped fault only to requests of that scope, and keeps it across another test\'s reset', async () => {
    await addFault({ path: '/api/account', status: 500, times: 1, scope: 'test-a' });
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await h.get('/api/account', token)).statusCode).toBe(200);
    const scoped = await h.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}`, 'x-demo-scope': 'test-a' },
    });
    expect(scoped.statusCode).toBe(500);
  });

  it('clears only one scope\'s faults when asked with ?scope=', async () => {
    await addFault({ path: '/api/account', status: 500, times: 10, scope: 'test-a' });
    await addFault({ path: '/api/account', status: 503, times: 10, scope: 'test-b' });
    await addFault({ path: '/api/groups', status: 502, times: 10 });
    const cleared = await h.app.inject({ method: 'DELETE', url: '/api/__demo/faults?scope=test-a' });
    expect(cleared.statusCode).toBe(204);
    const as = (scope: string) =>
      h.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${token}`, 'x-demo-scope': scope } });
    expect((await as('test-a')).statusCode).toBe(200);
    expect((await as('test-b')).statusCode).toBe(503);
    expect((await h.get('/api/groups', token)).statusCode).toBe(502);
  });

  it('rejects an invalid rule', async () => {
    expect((await addFault({ path: 'api/account' })).statusCode).toBe(400);
    expect((await addFault({ path: '/api/account', status: 'x' })).statusCode).toBe(400);
  });
});

describe('demo mode off', () => {
  it('has no demo calls', async () => {
    const off = await createHarness({ demo: false });
    try {
      expect((await off.app.inject({ method: 'POST', url: '/api/__demo/reset' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/api/__demo/faults', payload: { path: '/api/account', status: 500 } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

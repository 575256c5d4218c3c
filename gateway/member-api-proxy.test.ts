import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, type Harness } from './testing/gateway-harness';

/*
 * A gateway pointed at a member API it does not serve (MEMBER_API_URL, issue 27 item 3): member calls go through to
 * the upstream as they came, and an answer that breaks the call's declaration never reaches the member: a 502.
 */

const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

/** The reference API served alone on a loopback port, and a server pointed at it (MEMBER_API_URL). */
async function referenceApiAndServer(): Promise<[Harness, Harness]> {
  const reference = await createHarness({ referenceApiAlone: true });
  await reference.app.listen({ host: '127.0.0.1', port: 0 });
  return [reference, await createHarness({ memberApiUrl: origin(reference.app) })];
}

async function closeBoth(server: Harness | undefined, reference: Harness | undefined): Promise<void> {
  await server?.close();
  await reference?.close();
}

describe('through the reference API served alone', () => {
  let reference: Harness;
  let server: Harness;
  beforeAll(async () => {
    [reference, server] = await referenceApiAndServer();
  });
  afterAll(() => closeBoth(server, reference));

  it('signs in and answers the member’s calls as the reference API does', async () => {
    const token = await server.login('subscriber');
    const direct = await reference.get('/api/account', token);
    const proxied = await server.get('/api/account', token);
    expect(proxied.statusCode).toBe(200);
    expect(proxied.json()).toEqual(direct.json());
    const claims = await server.get('/api/claims/medical?startDate=2023-06-15&endDate=2025-06-15&page=0&size=3', token);
    expect(claims.statusCode).toBe(200);
    expect((claims.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('passes a PDF, a text answer and a 204 through', async () => {
    const token = await server.login('subscriber');
    const pdf = await server.app.inject({ method: 'GET', url: '/api/idCard/view', headers: { authorization: `Bearer ${token}`, accept: 'application/pdf', host: 'main.localhost:4173' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await server.get('/api/handbook/ooc', token);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    const logout = await server.app.inject({ method: 'DELETE', url: '/api/token', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect((await server.get('/api/account', token)).statusCode).toBe(401);
  });

  it('passes the member API’s refusals through (wrong password, a hostile query), never a 500', async () => {
    const refused = await server.app.inject({ method: 'POST', url: '/api/token', payload: { username: 'subscriber', password: `${PASSWORD}x`, domainId: 1 } });
    expect(refused.statusCode).toBe(401);
    const token = await server.login('subscriber');
    const hostile = await server.get('/api/claims/medical?startDate=%00&endDate=../../etc&page=-1', token);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ status: 400 });
    expect((await server.get('/api/account')).statusCode).toBe(401);
  });
});

describe('the studio and the demo through the reference API served alone', () => {
  let reference: Harness;
  let server: Harness;
  const MAIN = 'main.localhost:4173';
  beforeAll(async () => {
    [reference, server] = await referenceApiAndServer();
  });
  afterAll(() => closeBoth(server, reference));

  const studioCookie = async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: MAIN, origin: `http://${MAIN}` }, payload: { username: 'viewer', password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']).split(';')[0] as string;
  };

  it("previews the member API's demo personas, with their facts, read-only and bound to the studio session", async () => {
    const cookie = await studioCookie();
    const listed = await server.app.inject({ method: 'GET', url: '/api/studio/personas?brand=main&date=2025-06-15', headers: { host: MAIN, cookie } });
    expect((listed.json() as { personas: { username: string }[] }).personas.map((p) => p.username)).toContain('subscriber');
    const preview = await server.app.inject({ method: 'GET', url: '/api/studio/preview?brand=main&persona=subscriber&date=2025-06-15', headers: { host: MAIN, cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ persona: { username: 'subscriber' }, facts: expect.any(Object) });
    const { token } = (await server.app.inject({ method: 'GET', url: '/api/studio/preview-token?persona=subscriber', headers: { host: MAIN, cookie } })).json() as { token: string };
    const call = (method: 'GET' | 'PUT', url: string, withCookie: boolean) =>
      server.app.inject({ method, url, headers: { host: MAIN, authorization: `Bearer ${token}`, ...(withCookie ? { cookie } : {}) }, ...(method === 'PUT' ? { payload: {} } : {}) });
    expect((await call('GET', '/api/account', true)).statusCode).toBe(200);
    // The binding is the server's to hold: without the studio cookie the call never reaches the member API.
    expect((await call('GET', '/api/account', false)).statusCode).toBe(401);
    expect((await call('PUT', '/api/account/address', true)).statusCode).toBe(403);
  });

  it("resets the member API's personas and passes its outbox and stand-in sites through", async () => {
    const token = await server.login('subscriber');
    const address = { addressLine1: '1 Reset Road', addressLine2: '', city: 'Portland', state: 'OR', zipCode: '97209', country: 'US', phoneNumber: '' };
    const saved = await server.app.inject({ method: 'PUT', url: '/api/account/address', headers: { host: MAIN, authorization: `Bearer ${token}` }, payload: address });
    expect(saved.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/api/__demo/reset' })).statusCode).toBe(204);
    expect(JSON.stringify((await server.get('/api/account/address', token)).json())).not.toContain('Reset Road');
    const outbox = await server.app.inject({ method: 'GET', url: '/api/__demo/outbox?to=nobody@example.com' });
    expect(outbox.json()).toEqual({ messages: [] });
    const sso = await server.app.inject({ method: 'POST', url: '/sso/salesforce', headers: { host: MAIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect(sso.statusCode).toBe(200);
    expect(sso.body).toContain('Transferred to the sales-force portal');
  });

  it('never forwards the demo calls only the server makes (a browser mints no preview token)', async () => {
    const minted = await server.app.inject({ method: 'POST', url: '/api/__demo/preview-tokens', payload: { username: 'subscriber', binding: 'b'.repeat(32), lifetimeSeconds: 600 } });
    expect(minted.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/__demo/personas?domainId=1' })).statusCode).toBe(404);
  });
});

describe('an upstream that breaks the contract', () => {
  let upstream: FastifyInstance;
  let server: Harness;
  const logged: string[] = [];
  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/api/account', async () => ({ member: 'not an account' }));
    upstream.get('/api/groups', async (_request, reply) => reply.code(500).type('text/html').send('<h1>proxy error</h1>'));
    upstream.get('/api/ebill/hasEbill', async (_request, reply) => reply.code(503).send({ status: 503, message: 'Down for maintenance.' }));
    upstream.get('/api/eobs/pdf', async (_request, reply) => reply.type('application/pdf').send('not a pdf'));
    upstream.get('/api/token/userkey', async (_request, reply) => reply.type('text/plain').send('<html>proxy error</html>'));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    server = await createHarness({ memberApiUrl: origin(upstream), log: { level: 'error', stream: { write: (line) => void logged.push(line) } } });
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
  });

  it.each([
    ['a body that breaks its schema', '/api/account'],
    ['an error that is not {status, message}', '/api/groups'],
    ['a PDF that is not one', '/api/eobs/pdf?docId=EOB-1'],
    ['a text its schema refuses', '/api/token/userkey'],
  ])('refuses %s with a 502 in the {status, message} shape', async (_case, url) => {
    const answer = await server.get(url, 'a.b.c');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ status: 502, message: 'The member API answered outside its contract.' });
  });

  it('logs what was refused: the call and what was wrong, never the body', async () => {
    logged.length = 0;
    await server.get('/api/account', 'a.b.c');
    const line = logged.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.msg === 'member API answer refused');
    expect(line).toMatchObject({ call: 'getAccount', status: 200, problem: expect.stringMatching(/^a body that breaks its schema/) });
    expect(logged.join('')).not.toContain('not an account');
  });

  it('passes an error in the contract’s shape through', async () => {
    const answer = await server.get('/api/ebill/hasEbill', 'a.b.c');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 503, message: 'Down for maintenance.' });
  });

  it('answers 502 when the member API does not answer', async () => {
    const closed = await createHarness({ memberApiUrl: 'http://127.0.0.1:9' });
    const answer = await closed.get('/api/account', 'a.b.c');
    await closed.close();
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ status: 502, message: 'The member API did not answer.' });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outlineOfCoverageTextSchema, userKeyTextSchema } from '../../schemas/api/tools';
import { USER_KEY_LIFETIME_MS } from './ebill-user-keys';
import { EBILL_ADDRESS } from '../../schemas/api/stand-in-sites';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { createAjv } from '../shared/validation';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const ajv = createAjv();
const put = (path: string, token?: string) =>
  h.app.inject({ method: 'PUT', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
const postForm = (fields: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: EBILL_ADDRESS,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const userKeyOf = async (token: string) => (await h.get('/api/token/userkey', token)).body;

describe('GET token/userkey', () => {
  it('answers an opaque text key, new on every call, that is not the session token', async () => {
    const token = await h.login('subscriber');
    const first = await h.get('/api/token/userkey', token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(ajv.validate(userKeyTextSchema, first.body), ajv.errorsText()).toBe(true);
    expect(token).not.toContain(first.body);
    expect(first.body).not.toContain('700100');
    expect(await userKeyOf(token)).not.toBe(first.body);
  });

  it('needs a full session', async () => {
    expect((await h.get('/api/token/userkey')).statusCode).toBe(401);
    const temporary = await h.login('noemail');
    expect((await h.get('/api/token/userkey', temporary)).statusCode).toBe(401);
  });
});

describe('PUT ebill/registerEbillUser', () => {
  it('registers a family on first use, until the demo state is reset', async () => {
    const token = await h.login('medicare');
    expect((await h.get('/api/ebill/ebillRegistered', token)).json()).toBe(false);

    const response = await put('/api/ebill/registerEbillUser', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect((await h.get('/api/ebill/ebillRegistered', token)).json()).toBe(true);

    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await h.get('/api/ebill/ebillRegistered', token)).json()).toBe(false);
  });

  it('refuses members without eBill and the partner plan, which never offers it', async () => {
    for (const username of ['termed', 'partnerdep']) {
      const response = await put('/api/ebill/registerEbillUser', await h.login(username));
      expect(response.statusCode, username).toBe(403);
      expect(response.json(), username).toMatchObject({ status: 403 });
    }
    expect((await put('/api/ebill/registerEbillUser')).statusCode).toBe(401);
  });
});

describe('GET handbook/ooc', () => {
  it("answers the family's outline of coverage address as text, empty when there is none", async () => {
    const subscriber = await h.get('/api/handbook/ooc', await h.login('subscriber'));
    expect(subscriber.statusCode).toBe(200);
    expect(subscriber.headers['content-type']).toMatch(/^text\/plain/);
    expect(subscriber.body).toBe('https://docs.example.com/summit/outline-of-coverage-individual-ppo-500.pdf');

    const medicare = await h.get('/api/handbook/ooc', await h.login('medicare'));
    expect(medicare.statusCode).toBe(200);
    expect(medicare.body).toBe('');
    for (const body of [subscriber.body, medicare.body]) expect(ajv.validate(outlineOfCoverageTextSchema, body)).toBe(true);

    expect((await h.get('/api/handbook/ooc')).statusCode).toBe(401);
  });
});

describe('the eBill stand-in page (POST /ebill/sso)', () => {
  it('welcomes the member the user key stands for, without echoing the key', async () => {
    const userKey = await userKeyOf(await h.login('subscriber'));
    const response = await postForm({ userKey });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>eBill</h1>');
    expect(response.body).toContain('Welcome to online bill pay, Dana.');
    expect(response.body).not.toContain('first visit');
    expect(response.body).not.toContain(userKey);
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('says so on a first visit', async () => {
    const userKey = await userKeyOf(await h.login('medicare'));
    const response = await postForm({ userKey, firstTime: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('This is your first visit: your eBill account is now set up.');
  });

  it('refuses an unknown or expired key, and a form with anything else in it', async () => {
    expect((await postForm({ userKey: 'A'.repeat(43) })).statusCode).toBe(401);

    const userKey = await userKeyOf(await h.login('subscriber'));
    h.clock.now = new Date(h.clock.now.getTime() + USER_KEY_LIFETIME_MS + 1);
    const expired = await postForm({ userKey });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('eBill sign-on failed');

    expect((await postForm({ userKey, token: 'x' })).statusCode).toBe(400);
    expect((await postForm({})).statusCode).toBe(400);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from './auth/session-registry';
import { createHarness, PASSWORD, type Harness } from '../testing/gateway-harness';

/* Server-side sessions (ASVS 5.0 V7.4.1, V7.4.3): logout and password changes end sessions on the gateway. */

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const logout = (token?: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'DELETE', url: '/api/token', headers: { ...headers, ...bearer(token) } });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
const status = async (path: string, token: string) => (await h.get(path, token)).statusCode;
const tokenOf = (response: { json(): unknown }) => (response.json() as { token: string }).token;

describe('DELETE /api/token (logout)', () => {
  it('revokes the session: its token answers 401 on a full-session call and on a call temporary tokens may make', async () => {
    const token = await h.login('subscriber');
    const other = await h.login('subscriber');
    expect(await status('/api/account', token)).toBe(200);

    expect((await logout(token)).statusCode).toBe(204);
    for (const path of ['/api/account', '/api/groups', '/api/ebill/hasEbill', '/api/pcp/eligibility']) {
      const response = await h.get(path, token);
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toEqual({ status: 401, message: expect.any(String) });
    }
    expect(await status('/api/account', other)).toBe(200);
  });

  it('answers 204 again for a revoked token, an expired one, one it did not sign and none', async () => {
    const token = await h.login('subscriber');
    await logout(token);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout('a.b.c')).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(204);
    const expiring = await h.login('subscriber');
    h.clock.now = new Date(h.clock.now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    expect((await logout(expiring)).statusCode).toBe(204);
    expect(await status('/api/account', expiring)).toBe(401);
  });

  it('revokes a temporary token on the onboarding calls, and the tokens signed again from it', async () => {
    const temporary = await h.login('multigroup');
    const chosen = tokenOf(await send('POST', '/api/group-selection', temporary, { groupId: '10001450', domain: 1 }));
    const saved = tokenOf(await send('PUT', '/api/account/preferences', chosen, (await h.get('/api/account/preferences', chosen)).json() as object));
    expect(await status('/api/account', saved)).toBe(200);

    await logout(temporary);
    for (const token of [temporary, chosen, saved]) {
      expect(await status('/api/account/preferences', token)).toBe(401);
      expect(await status('/api/groups', token)).toBe(401);
    }
    expect((await send('POST', '/api/group-selection', temporary, { groupId: '10001450', domain: 1 })).statusCode).toBe(401);
  });

  it("gives a log-in-as its own session: logging out of the member's view leaves the staff member signed in", async () => {
    const staff = await h.login('staffany');
    const member = tokenOf(await send('POST', '/api/login-as', staff, { subscriberId: 'MA2000451', domainId: 2 }));
    await logout(member);
    expect(await status('/api/account', member)).toBe(401);
    expect(await status('/api/account', staff)).toBe(200);
  });

  it('refuses a revoked token at the single sign-on stand-in and inlines nothing for its session cookie', async () => {
    const token = await h.login('subscriber');
    const page = () => h.app.inject({ method: 'GET', url: '/home', headers: { host: 'main.localhost:4173', cookie: `md_session=${token}` } });
    expect((await page()).body).toContain('id="first-responses"');
    await logout(token);
    expect((await page()).body).not.toContain('id="first-responses"');
    const sso = await h.app.inject({
      method: 'POST',
      url: '/sso/salesforce',
      payload: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sso.statusCode).toBe(401);
  });

  it('stays revoked through a demo reset', async () => {
    const token = await h.login('subscriber');
    await logout(token);
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect(await status('/api/account', token)).toBe(401);
  });
});

describe('a new password ends the other sessions', () => {
  const NEW_PASSWORD = 'Brand3new!';

  it("PUT account/password: the member's other sessions answer 401, the current one and later sign-ins go on", async () => {
    const current = await h.login('subscriber');
    const other = await h.login('subscriber');
    const someoneElse = await h.login('adultdep');
    const changed = await send('PUT', '/api/account/password', current, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);

    expect(await status('/api/account', other)).toBe(401);
    expect(await status('/api/account', current)).toBe(200);
    expect(await status('/api/account', someoneElse)).toBe(200);
    expect(await status('/api/account', await h.login('subscriber', undefined, NEW_PASSWORD))).toBe(200);
  });

  it('reaches only the sessions of its demo scope, where the new password lives', async () => {
    const scoped = { 'x-demo-scope': 'test-a' };
    const signIn = async (headers: Record<string, string>) =>
      tokenOf(await h.app.inject({ method: 'POST', url: '/api/token', headers, payload: { username: 'subscriber', password: PASSWORD, domainId: 1 } }));
    const current = await signIn(scoped);
    const otherInScope = await signIn(scoped);
    const otherTest = await signIn({});
    await send('PUT', '/api/account/password', current, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, scoped);
    expect(await status('/api/account', otherInScope)).toBe(401);
    expect(await status('/api/account', otherTest)).toBe(200);
  });

  it('a reset through forgot-password ends every session of the account', async () => {
    const sessions = [await h.login('future'), await h.login('future')];
    await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { username: 'future', domainId: 1 } });
    const outbox = await h.get('/api/__demo/outbox?to=future');
    const code = (outbox.json() as { messages: { code: string }[] }).messages.at(-1)?.code ?? '';
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password/reset',
      payload: { username: 'future', code, newPassword: NEW_PASSWORD, domainId: 1 },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of sessions) expect(await status('/api/account', token)).toBe(401);
  });
});

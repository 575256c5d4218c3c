import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, TODAY, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const postToken = (payload: unknown) => h.app.inject({ method: 'POST', url: '/api/token', payload: payload as object });

describe('POST /api/token', () => {
  it('signs a 2-hour HS256 token with the member claims and a new session id', async () => {
    const response = await postToken({ username: 'subscriber', password: PASSWORD, domainId: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.redirect).toBeNull();
    const claims = decodeJwt(body.token);
    const iat = Math.floor(TODAY.getTime() / 1000);
    expect(claims).toEqual({
      sub: 'subscriber', memberKey: '700100', domainId: 1, role: 'member', issuedByRole: null,
      groupId: '10003310', temporary: false, iat, exp: iat + 7200, sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(decodeJwt(await h.login('subscriber')).sid).not.toBe(claims.sid);
  });

  it('gives staff their role and skips onboarding', async () => {
    expect(decodeJwt(await h.login('staffany'))).toMatchObject({ role: 'logInAsAnyone', domainId: 2, temporary: false });
    expect(decodeJwt(await h.login('staffnonemp'))).toMatchObject({ role: 'logInAsNonEmp', domainId: 5, temporary: false });
  });

  it.each([
    ['multigroup', true],
    ['noemail', true],
    ['partner', true],
    ['partnerdep', false],
    ['subscriber', false],
    ['newuser', false],
    ['salesforce', false],
  ])('temporary token for %s: %s', async (username, temporary) => {
    expect(decodeJwt(await h.login(username)).temporary).toBe(temporary);
  });

  it('counts failed attempts down, then locks the account until a demo reset', async () => {
    const wrong = { username: 'lockme', password: 'Wrong1!', domainId: 1 };
    for (const remaining of [4, 3, 2, 1]) {
      const response = await postToken(wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        errorCode: 'LOGIN_ATTEMPTS_REMAINING',
        message: `Username and/or password unrecognized. You have ${remaining} attempt(s) remaining. Try again or select forgot username or password.`,
        errorData: { attemptsRemaining: remaining },
      });
    }
    const locked = {
      status: 401,
      errorCode: 'ACCOUNT_LOCKED',
      message: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    };
    expect((await postToken(wrong)).json()).toEqual(locked);
    const right = await postToken({ ...wrong, password: PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(locked);

    expect((await h.app.inject({ method: 'POST', url: '/api/__demo/reset' })).statusCode).toBe(204);
    expect((await postToken({ ...wrong, password: PASSWORD })).statusCode).toBe(200);
  });

  it('starts the count again after a successful login', async () => {
    await postToken({ username: 'lockme', password: 'nope', domainId: 1 });
    await h.login('lockme');
    const response = await postToken({ username: 'lockme', password: 'nope', domainId: 1 });
    expect(response.json().errorData).toEqual({ attemptsRemaining: 4 });
  });

  const answersFor = async (username: string, password: string, domainId: number, times: number) => {
    const answers: unknown[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await postToken({ username, password, domainId })).json());
    return answers;
  };

  it('answers an unknown user exactly like a known one with a wrong password, lockout included', async () => {
    const unknown = await answersFor('nobody', PASSWORD, 1, 6);
    const known = await answersFor('lockme', 'wrong-password', 1, 6);
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toMatchObject({ errorCode: 'ACCOUNT_LOCKED' });
  });

  it('keeps a lockout made in a demo scope apart from other scopes and their resets', async () => {
    const scoped = (username: string, password: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'x-demo-scope': 'lockout-test' },
        payload: { username, password, domainId: 1 },
      });
    for (let i = 0; i < 5; i += 1) await scoped('lockme', 'wrong');
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await scoped('lockme', PASSWORD)).json()).toMatchObject({ errorCode: 'ACCOUNT_LOCKED' });
    expect((await postToken({ username: 'lockme', password: PASSWORD, domainId: 1 })).statusCode).toBe(200);
  });

  it("answers a persona on another brand's domain like a wrong password, never with a token", async () => {
    const answer = (await postToken({ username: 'partner', password: PASSWORD, domainId: 1 })).json();
    expect(answer).toEqual({
      status: 401,
      errorCode: 'LOGIN_ATTEMPTS_REMAINING',
      message: expect.stringContaining('unrecognized'),
      errorData: { attemptsRemaining: 4 },
    });
  });

  it.each([
    [{ username: 'subscriber', password: PASSWORD }],
    [{ username: 'subscriber', password: PASSWORD, domainId: '1' }],
    [{ username: 'subscriber', password: '', domainId: 1 }],
    [{ username: 'subscriber', password: PASSWORD, domainId: 1, remember: true }],
  ])('rejects an invalid body with 400 %j', async (payload) => {
    const response = await postToken(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: expect.stringMatching(/^Invalid request: body/) });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/token', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});

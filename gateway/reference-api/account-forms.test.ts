import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages, RESET_CODE_ATTEMPTS } from './routes/account-forms';
import { createHarness, PASSWORD, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

type Json = Record<string, unknown>;
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method, url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const postToken = (username: string, password: string, domainId = 1, headers: Record<string, string> = {}) =>
  send('POST', '/api/token', { username, password, domainId }, headers);
const error = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...(response.json() as Json) });

/** Chris Rivera: the spouse in the subscriber's family, with no login (gateway/reference-api/personas/subscriber-family.ts). */
async function chris(): Promise<{ subscriberId: string; firstName: string; lastName: string; dateOfBirth: string; domainId: number }> {
  const account = (await h.get('/api/account', await h.login('subscriber'))).json() as {
    family: { subscriberId: string };
    members: { firstName: string; lastName: string; dateOfBirth: string }[];
  };
  const member = account.members.find((m) => m.firstName === 'Chris');
  if (!member) throw new Error('The subscriber family has no Chris');
  return { subscriberId: account.family.subscriberId, firstName: 'chris', lastName: 'RIVERA', dateOfBirth: member.dateOfBirth, domainId: 1 };
}

const answers = [
  { questionId: 1, answer: 'Rex' },
  { questionId: 2, answer: 'Portland' },
];
const registration = async (extra: Json = {}) => ({
  ...(await chris()),
  username: 'chrisr',
  password: 'Welcome22!',
  email: 'chris.rivera@example.com',
  securityAnswers: answers,
  ...extra,
});

describe('GET /api/account/security-questions', () => {
  it('lists questions without a session', async () => {
    const response = await h.get('/api/account/security-questions');
    expect(response.statusCode).toBe(200);
    const questions = response.json() as { id: number; question: string }[];
    expect(questions.length).toBeGreaterThanOrEqual(2);
    expect(questions[0]).toEqual({ id: 1, question: expect.stringMatching(/\?$/) });
  });
});

describe('registration', () => {
  it('finds a member without a login, case-insensitively, and not one who has a login', async () => {
    const identity = await chris();
    expect((await send('POST', '/api/validation/user-details', identity)).json()).toEqual({ valid: true });
    const dana = { ...identity, firstName: 'Dana' };
    expect((await send('POST', '/api/validation/user-details', dana)).json()).toEqual({ valid: false });
    expect((await send('POST', '/api/validation/user-details', { ...identity, domainId: 5 })).json()).toEqual({ valid: false });
  });

  it('says whether a username is free', async () => {
    expect((await send('POST', '/api/validation/username', { username: 'Subscriber' })).json()).toEqual({ available: false });
    expect((await send('POST', '/api/validation/username', { username: 'chrisr' })).json()).toEqual({ available: true });
  });

  it('creates a login that signs in, then the member and the username count as registered', async () => {
    const response = await send('POST', '/api/account/registration', await registration());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'chrisr' });

    const token = await h.login('chrisr', 1, 'Welcome22!');
    const account = (await h.get('/api/account', token)).json() as Json;
    expect(account).toMatchObject({ username: 'chrisr', accountStatus: 'ACT', email: 'chris.rivera@example.com', member: { firstName: 'Chris' } });

    expect((await send('POST', '/api/validation/username', { username: 'CHRISR' })).json()).toEqual({ available: false });
    expect((await send('POST', '/api/validation/user-details', await chris())).json()).toEqual({ valid: false });
    const again = await send('POST', '/api/account/registration', await registration({ username: 'chris2' }));
    expect(error(again)).toEqual({ status: 400, errorCode: 'MEMBER_NOT_FOUND', message: messages.memberNotFound });
  });

  it('answers an unknown member and a taken username with a 400 that names only that', async () => {
    const unknown = await send('POST', '/api/account/registration', await registration({ subscriberId: 'MD9999999' }));
    expect(error(unknown)).toEqual({ status: 400, errorCode: 'MEMBER_NOT_FOUND', message: messages.memberNotFound });
    const taken = await send('POST', '/api/account/registration', await registration({ username: 'Subscriber' }));
    expect(error(taken)).toEqual({ status: 400, errorCode: 'USERNAME_TAKEN', message: messages.usernameTaken });
  });

  it.each([
    [{ password: 'short1' + 'x'.repeat(30) }, 'Invalid password.'],
    [{ password: 'nodigits!' }, 'Invalid password.'],
    [{ username: 'ab' }, 'Invalid username.'],
    [{ email: 'chris@example' }, 'Invalid email address.'],
    [{ firstName: '1Chris' }, 'Invalid first name.'],
    [{ subscriberId: 'MD-100458' }, 'Invalid subscriber ID.'],
    [{ dateOfBirth: '2999-01-01' }, 'Invalid date of birth.'],
    [{ dateOfBirth: '1980-02-30' }, 'Invalid date of birth.'],
    [{ securityAnswers: [answers[0], { questionId: 1, answer: 'Max' }] }, 'Choose two different security questions.'],
    [{ securityAnswers: [answers[0], { questionId: 2, answer: 'no' }] }, 'Invalid security answer.'],
  ])('checks the spec §5 rules on the server too: %j', async (change, message) => {
    const response = await send('POST', '/api/account/registration', await registration(change));
    expect(error(response)).toEqual({ status: 400, errorCode: 'INVALID_FIELD', message });
  });

  it('keeps the new login until a demo reset', async () => {
    await send('POST', '/api/account/registration', await registration());
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await postToken('chrisr', 'Welcome22!')).statusCode).toBe(401);
  });
});

const outbox = async (to: string, headers: Record<string, string> = {}) =>
  ((await h.app.inject({ method: 'GET', url: `/api/__demo/outbox?to=${encodeURIComponent(to)}`, headers })).json() as {
    messages: { to: string; username: string; kind: string; body: string; code?: string }[];
  }).messages;

describe('forgot username', () => {
  it('e-mails the username to the address on file, and answers alike for an unknown address', async () => {
    const known = await send('POST', '/api/forgot-username', { email: 'Dana.Rivera@example.com', domainId: 1 });
    const unknown = await send('POST', '/api/forgot-username', { email: 'nobody@example.com', domainId: 1 });
    expect(known.json()).toEqual(unknown.json());
    const [message] = await outbox('dana.rivera@example.com');
    expect(message).toMatchObject({ to: 'dana.rivera@example.com', username: 'subscriber', kind: 'usernameReminder' });
    expect(message?.body).toContain('subscriber');
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('only for logins of the brand asked on', async () => {
    await send('POST', '/api/forgot-username', { email: 'marcus.bell@example.com', domainId: 1 });
    expect(await outbox('marcus.bell@example.com')).toEqual([]);
  });
});

describe('forgot password and reset', () => {
  const requestCode = async (username: string) => {
    await send('POST', '/api/forgot-password', { username, domainId: 1 });
    return (await outbox(username)).at(-1)?.code ?? '';
  };

  it('e-mails a 6-digit code; the code sets a new password that signs in, once', async () => {
    const code = await requestCode('future');
    expect(code).toMatch(/^\d{6}$/);
    const reset = await send('POST', '/api/forgot-password/reset', { username: 'future', code, newPassword: 'Brand3new!', domainId: 1 });
    expect(reset.json()).toEqual({ accountStatus: 'ACT' });
    expect((await postToken('future', PASSWORD)).statusCode).toBe(401);
    expect((await postToken('future', 'Brand3new!')).statusCode).toBe(200);
    const reused = await send('POST', '/api/forgot-password/reset', { username: 'future', code, newPassword: 'Other4new!', domainId: 1 });
    expect(error(reused)).toMatchObject({ status: 400, errorCode: 'INVALID_CODE' });
  });

  it('answers an unknown username like a known one and sends nothing', async () => {
    const known = await send('POST', '/api/forgot-password', { username: 'future', domainId: 1 });
    const unknown = await send('POST', '/api/forgot-password', { username: 'nobody', domainId: 1 });
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox('nobody')).toEqual([]);
  });

  it('refuses a wrong code and drops the code after too many tries', async () => {
    const code = await requestCode('future');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < RESET_CODE_ATTEMPTS; i += 1) {
      const response = await send('POST', '/api/forgot-password/reset', { username: 'future', code: wrong, newPassword: 'Brand3new!', domainId: 1 });
      expect(error(response)).toEqual({ status: 400, errorCode: 'INVALID_CODE', message: messages.invalidCode });
    }
    const late = await send('POST', '/api/forgot-password/reset', { username: 'future', code, newPassword: 'Brand3new!', domainId: 1 });
    expect(error(late)).toMatchObject({ errorCode: 'INVALID_CODE' });
  });

  it('refuses an expired code', async () => {
    const code = await requestCode('future');
    h.clock.now = new Date(h.clock.now.getTime() + 31 * 60_000);
    const response = await send('POST', '/api/forgot-password/reset', { username: 'future', code, newPassword: 'Brand3new!', domainId: 1 });
    expect(error(response)).toMatchObject({ errorCode: 'INVALID_CODE' });
  });

  it('unlocks a locked account', async () => {
    for (let i = 0; i < 5; i += 1) await postToken('lockme', 'Wrong1!');
    const code = await requestCode('lockme');
    await send('POST', '/api/forgot-password/reset', { username: 'lockme', code, newPassword: 'Brand3new!', domainId: 1 });
    expect((await postToken('lockme', 'Brand3new!')).statusCode).toBe(200);
  });
});

describe('PUT /api/account/password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    send('PUT', '/api/account/password', { currentPassword, newPassword }, bearer(token));

  it('needs a session', async () => {
    const response = await send('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'Brand3new!' });
    expect(response.statusCode).toBe(401);
  });

  it('ends the forced change of an INI account: status ACT, the new password signs in, the old one no longer', async () => {
    const token = await h.login('newuser');
    expect((await h.get('/api/account', token)).json()).toMatchObject({ accountStatus: 'INI' });
    const response = await change(token, PASSWORD, 'Brand3new!');
    expect(response.json()).toEqual({ accountStatus: 'ACT' });
    expect((await h.get('/api/account', token)).json()).toMatchObject({ accountStatus: 'ACT' });
    expect((await postToken('newuser', PASSWORD)).statusCode).toBe(401);
    expect((await postToken('newuser', 'Brand3new!')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, an unchanged one and one that breaks the rules', async () => {
    const token = await h.login('subscriber');
    expect(error(await change(token, 'Wrong1!', 'Brand3new!'))).toEqual({
      status: 400, errorCode: 'INVALID_CURRENT_PASSWORD', message: messages.wrongCurrentPassword,
    });
    expect(error(await change(token, PASSWORD, PASSWORD))).toMatchObject({ errorCode: 'PASSWORD_UNCHANGED' });
    expect(error(await change(token, PASSWORD, 'abc'))).toEqual({ status: 400, errorCode: 'INVALID_FIELD', message: 'Invalid new password.' });
    expect((await postToken('subscriber', PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/account/security-answers', () => {
  it('needs a session and two valid answers', async () => {
    expect((await send('PUT', '/api/account/security-answers', { answers })).statusCode).toBe(401);
    const token = await h.login('subscriber');
    expect((await send('PUT', '/api/account/security-answers', { answers }, bearer(token))).statusCode).toBe(204);
    const same = { answers: [answers[0], answers[0]] };
    expect(error(await send('PUT', '/api/account/security-answers', same, bearer(token)))).toMatchObject({ errorCode: 'INVALID_FIELD' });
  });
});

describe('GET /api/account/security-answers', () => {
  const chosen = async (token: string) => (await h.get('/api/account/security-answers', token)).json() as { questionIds: number[] };

  it('answers the questions the member has answered, never the answers', async () => {
    expect((await h.get('/api/account/security-answers')).statusCode).toBe(401);
    const token = await h.login('subscriber');
    expect(await chosen(token)).toEqual({ questionIds: [1, 4] });
    const changed = [{ questionId: 3, answer: 'Subaru' }, { questionId: 5, answer: 'Ms Ortiz' }];
    expect((await send('PUT', '/api/account/security-answers', { answers: changed }, bearer(token))).statusCode).toBe(204);
    const after = await h.get('/api/account/security-answers', token);
    expect(after.json()).toEqual({ questionIds: [3, 5] });
    expect(after.body).not.toContain('Subaru');
  });

  it('answers none for a login made by the support team, and the chosen ones after registration', async () => {
    expect(await chosen(await h.login('newuser'))).toEqual({ questionIds: [] });
    expect((await send('POST', '/api/account/registration', await registration())).statusCode).toBe(200);
    expect(await chosen(await h.login('chrisr', 1, 'Welcome22!'))).toEqual({ questionIds: [1, 2] });
  });

  it('forgets a change at a demo reset', async () => {
    const token = await h.login('adultdep');
    await send('PUT', '/api/account/security-answers', { answers }, bearer(token));
    expect(await chosen(token)).toEqual({ questionIds: [1, 2] });
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect(await chosen(token)).toEqual({ questionIds: [1, 4] });
  });
});

describe('demo scopes', () => {
  it("keeps one browser test's changes to its own requests, through another test's reset", async () => {
    const scoped = { 'x-demo-scope': 'test-a' };
    const body = await registration();
    expect((await send('POST', '/api/account/registration', body, scoped)).statusCode).toBe(200);
    expect((await postToken('chrisr', 'Welcome22!')).statusCode).toBe(401);
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await postToken('chrisr', 'Welcome22!', 1, scoped)).statusCode).toBe(200);
  });

  it('has no outbox outside demo mode', async () => {
    await h.close();
    h = await createHarness({ demo: false });
    expect((await h.get('/api/__demo/outbox?to=x')).statusCode).toBe(404);
  });
});

import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_NOT_FOUND, NO_MEMBER_MATCHES } from './routes/groups';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const post = (url: string, payload: object, token?: string) =>
  h.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const CASCADE_360 = '10005360';
const CEDAR_VALLEY = '10001450';

/** multigroup's token switched to a group (a full token: the group step is done). */
async function multigroupIn(groupId: string): Promise<string> {
  const response = await post('/api/group-selection', { groupId, domain: 1 }, await h.login('multigroup'));
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('POST /api/group-selection', () => {
  it('answers a token tied to the other group, no longer temporary, that the member calls accept', async () => {
    const loginToken = await h.login('multigroup');
    expect(decodeJwt(loginToken)).toMatchObject({ memberKey: '700400', groupId: CASCADE_360, temporary: true });

    const response = await post('/api/group-selection', { groupId: CEDAR_VALLEY, domain: 1 }, loginToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.redirect).toBeNull();
    expect(decodeJwt(body.token)).toMatchObject({ sub: 'multigroup', memberKey: '700410', groupId: CEDAR_VALLEY, role: 'member', temporary: false });
    expect((await h.get('/api/account', body.token)).json().family.groupId).toBe(CEDAR_VALLEY);
    expect((await h.get('/api/pcp/eligibility', body.token)).statusCode).toBe(200);
  });

  it('signs the token again for the group already tied to it', async () => {
    const token = await multigroupIn(CASCADE_360);
    expect(decodeJwt(token)).toMatchObject({ memberKey: '700400', groupId: CASCADE_360, temporary: false });
  });

  it('switches a signed-in session to the other group and back', async () => {
    const session = await multigroupIn(CEDAR_VALLEY);
    const response = await post('/api/group-selection', { groupId: CASCADE_360, domain: 1 }, session);
    expect(decodeJwt(response.json().token)).toMatchObject({ memberKey: '700400', groupId: CASCADE_360, temporary: false });
  });

  it('keeps the token temporary while the preferences are still due', async () => {
    const token = await h.login('noemail');
    const groupId = String(decodeJwt(token).groupId);
    const response = await post('/api/group-selection', { groupId, domain: 1 }, token);
    expect(decodeJwt(response.json().token).temporary).toBe(true);
  });

  it("answers 404 'Failed to find group for current member' for a group the member is not in", async () => {
    const response = await post('/api/group-selection', { groupId: '10003310', domain: 1 }, await h.login('multigroup'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: GROUP_NOT_FOUND });
  });

  it('answers 400 for another domain or a malformed body, 401 without a token', async () => {
    const token = await h.login('multigroup');
    expect((await post('/api/group-selection', { groupId: CEDAR_VALLEY, domain: 2 }, token)).statusCode).toBe(400);
    expect((await post('/api/group-selection', { groupId: CEDAR_VALLEY }, token)).statusCode).toBe(400);
    expect((await post('/api/group-selection', { groupId: CEDAR_VALLEY, domain: 1, extra: 1 }, token)).statusCode).toBe(400);
    expect((await post('/api/group-selection', { groupId: CEDAR_VALLEY, domain: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/groups/individual', () => {
  it("lists the signed-in person's group plans as GET groups does", async () => {
    const token = await multigroupIn(CASCADE_360);
    const response = await h.get('/api/groups/individual', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: { groupId: string }) => g.groupId)).toEqual([CASCADE_360, CEDAR_VALLEY]);
    expect(response.json()).toEqual((await h.get('/api/groups', token)).json());
  });

  it('needs a full session', async () => {
    expect((await h.get('/api/groups/individual', await h.login('multigroup'))).statusCode).toBe(401);
  });
});

describe('GET /api/group-detail', () => {
  it('gives the group dates and each category plan status, null where the member has no plan', async () => {
    const token = await multigroupIn(CASCADE_360);
    const full = (await h.get(`/api/group-detail?groupId=${CASCADE_360}`, token)).json();
    const active = { planStatus: 'ACTIVE', planEffectiveDate: '2024-06-01', planTerminationDate: null };
    expect(full).toEqual({
      groupEffectiveDate: '2024-06-01', groupTerminationDate: null, medical: active, dental: active, vision: active, pharmacy: active,
    });
    const partial = (await h.get(`/api/group-detail?groupId=${CEDAR_VALLEY}`, token)).json();
    expect(partial).toEqual({
      groupEffectiveDate: '2024-06-01', groupTerminationDate: null, medical: null, dental: active, vision: active, pharmacy: null,
    });
  });

  it('says TERMED and FUTURE with their dates', async () => {
    const termed = (await h.get('/api/group-detail?groupId=10001877', await h.login('termed'))).json();
    expect(termed).toMatchObject({
      groupTerminationDate: '2024-12-31',
      medical: { planStatus: 'TERMED', planEffectiveDate: '2022-06-01', planTerminationDate: '2024-12-31' },
    });
    const future = (await h.get('/api/group-detail?groupId=10002210', await h.login('future'))).json();
    expect(future.dental).toEqual({ planStatus: 'FUTURE', planEffectiveDate: '2025-07-01', planTerminationDate: null });
  });

  it("answers 404 'Failed to find group for current member' for another group, 400 without a group", async () => {
    const token = await h.login('subscriber');
    const response = await h.get(`/api/group-detail?groupId=${CASCADE_360}`, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: GROUP_NOT_FOUND });
    expect((await h.get('/api/group-detail', token)).statusCode).toBe(400);
  });
});

describe('POST /api/login-as', () => {
  it('continues as the subscriber: a member token issued by the staff role', async () => {
    const response = await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 2 }, await h.login('staffany'));
    expect(response.statusCode).toBe(200);
    const { token, redirect } = response.json();
    expect(redirect).toBeNull();
    expect(decodeJwt(token)).toMatchObject({
      sub: 'medicare', memberKey: '702000', domainId: 2, role: 'member', issuedByRole: 'logInAsAnyone', groupId: '10007500', temporary: false,
    });
    expect((await h.get('/api/account', token)).json().member.firstName).toBe('Harold');
  });

  it('finds a specific member of the family by first name, last name and date of birth (any case)', async () => {
    const dateOfBirth = (await h.get('/api/account', await h.login('partnerdep'))).json().member.dateOfBirth as string;
    const staff = await h.login('staffnonemp');
    const payload = { subscriberId: 'pd3000117', domainId: 5, firstName: 'nadia', lastName: 'BELL', dateOfBirth };
    const response = await post('/api/login-as', payload, staff);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token)).toMatchObject({ sub: 'partnerdep', memberKey: '703001', issuedByRole: 'logInAsNonEmp' });

    const wrongBirthday = await post('/api/login-as', { ...payload, dateOfBirth: '1990-01-01' }, staff);
    expect(wrongBirthday.statusCode).toBe(404);
    expect(wrongBirthday.json()).toEqual({ status: 404, errorCode: 'NO_MEMBER_MATCHES', message: NO_MEMBER_MATCHES });
  });

  it('answers 404 for an unknown subscriber and for a subscriber of another domain', async () => {
    const staff = await h.login('staffany');
    for (const subscriberId of ['MA9999999', 'MD1004001']) {
      const response = await post('/api/login-as', { subscriberId, domainId: 2 }, staff);
      expect(response.statusCode, subscriberId).toBe(404);
      expect(response.json().message).toBe(NO_MEMBER_MATCHES);
    }
  });

  it("keeps logInAsNonEmp away from the insurer's employee plan; logInAsAnyone may", async () => {
    const nonEmployee = await post('/api/login-as', { subscriberId: 'PD3001009', domainId: 5 }, await h.login('staffnonemp'));
    expect(nonEmployee.statusCode).toBe(404);
    const anyone = await post('/api/login-as', { subscriberId: 'MA2001002', domainId: 2 }, await h.login('staffany'));
    expect(anyone.statusCode).toBe(200);
    expect(decodeJwt(anyone.json().token)).toMatchObject({ sub: 'staffany', role: 'member', issuedByRole: 'logInAsAnyone' });
  });

  it("answers 400 with the server's message for a bad payload", async () => {
    const staff = await h.login('staffany');
    const badId = await post('/api/login-as', { subscriberId: 'abc', domainId: 2 }, staff);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ status: 400, message: expect.stringMatching(/^Invalid request: .*subscriberId/) });
    const partial = await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 2, firstName: 'Harold' }, staff);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/lastName/);
    expect((await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 5 }, staff)).statusCode).toBe(400);
  });

  it('takes the staff role from issuedByRole too: a log-in-as token logs in as another member (spec §6)', async () => {
    const first = await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 2 }, await h.login('staffany'));
    const again = await post('/api/login-as', { subscriberId: 'MA2001002', domainId: 2 }, first.json().token);
    expect(again.statusCode).toBe(200);
    expect(decodeJwt(again.json().token)).toMatchObject({ role: 'member', issuedByRole: 'logInAsAnyone' });
  });

  it('is for staff roles only', async () => {
    expect((await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 1 }, await h.login('subscriber'))).statusCode).toBe(403);
    expect((await post('/api/login-as', { subscriberId: 'MA2000451', domainId: 2 })).statusCode).toBe(401);
  });
});

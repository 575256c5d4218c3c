import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  policyDetailsSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from '../../schemas/api/onboarding';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { createAjv } from '../shared/validation';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const put = (path: string, token: string, payload: object) =>
  h.app.inject({ method: 'PUT', url: path, payload, headers: { authorization: `Bearer ${token}` } });
const isTemporary = (token: string) => decodeJwt(token).temporary;
const reset = () => h.app.inject({ method: 'POST', url: '/api/__demo/reset' });

const preferences = {
  emailAddress: 'new.address@example.com',
  electronicEob: 'Y',
  emailBreakingNews: null,
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
};

describe('onboarding reads', () => {
  const ajv = createAjv();
  const reads = {
    '/api/account/registration/policies': registrationPoliciesSchema,
    '/api/account/registration/policy-details': policyDetailsSchema,
    '/api/account/relevant-preferences': relevantPreferencesSchema,
    '/api/account/preferences': preferencesSchema,
    '/api/account/sso-transfer': ssoTransferSchema,
  };

  it('accept a temporary token and answer their schemas; refuse a request without a token', async () => {
    const token = await h.login('noemail');
    expect(isTemporary(token)).toBe(true);
    for (const [path, schema] of Object.entries({ ...reads, '/api/account/status': null })) {
      const response = await h.get(path, token);
      expect(response.statusCode, path).toBe(200);
      if (schema) expect(ajv.validate(schema, response.json()), `${path}: ${ajv.errorsText()}`).toBe(true);
      expect((await h.get(path)).statusCode, path).toBe(401);
    }
  });

  it('account/status answers the status code as text', async () => {
    const response = await h.get('/api/account/status', await h.login('newuser'));
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('INI');
    expect((await h.get('/api/account/status', await h.login('subscriber'))).body).toBe('ACT');
  });

  it('registration/policies: unsigned for partner, signed for partnerdep (no eEOB choice), consented for subscriber', async () => {
    const policiesOf = async (username: string) => (await h.get('/api/account/registration/policies', await h.login(username))).json();
    expect(await policiesOf('partner')).toEqual({ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null });
    expect(await policiesOf('partnerdep')).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null });
    expect(await policiesOf('subscriber')).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: true });
  });

  it('registration/policy-details: the regional Medicare plan has the extended policy', async () => {
    const details = async (username: string) => (await h.get('/api/account/registration/policy-details', await h.login(username))).json();
    expect(await details('medicare')).toEqual({ hasExtendedPolicy: true });
    expect(await details('subscriber')).toEqual({ hasExtendedPolicy: false });
  });

  it.each([
    ['subscriber', { marketingEmail: true, electronicEob: true, medicareMaterials: false, ebill: true }],
    ['adultdep', { marketingEmail: true, electronicEob: false, medicareMaterials: false, ebill: true }],
    ['noemail', { marketingEmail: true, electronicEob: true, medicareMaterials: false, ebill: false }],
    ['medicare', { marketingEmail: true, electronicEob: true, medicareMaterials: true, ebill: true }],
    ['partner', { marketingEmail: true, electronicEob: true, medicareMaterials: false, ebill: false }],
  ])('relevant-preferences of %s', async (username, relevant) => {
    expect((await h.get('/api/account/relevant-preferences', await h.login(username))).json()).toEqual(relevant);
  });

  it('sso-transfer: flagged for the salesforce group only, with the stand-in address', async () => {
    const transfer = async (username: string) => (await h.get('/api/account/sso-transfer', await h.login(username))).json();
    expect(await transfer('salesforce')).toEqual({ transfer: true, address: '/sso/salesforce', testEnvironment: null });
    expect((await transfer('subscriber')).transfer).toBe(false);
  });
});

describe('PUT account/registration/policies', () => {
  const signed = { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false };

  it('signs the policy: the answer, the reads and the next login move on, until a demo reset', async () => {
    const temporary = await h.login('partner');
    expect(isTemporary(temporary)).toBe(true);
    const response = await put('/api/account/registration/policies', temporary, signed);
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(decodeJwt(token)).toMatchObject({ sub: 'partner', memberKey: '703000', temporary: false });
    expect((await h.get('/api/pcp/eligibility', token)).statusCode).toBe(200);
    expect((await h.get('/api/account/registration/policies', token)).json()).toEqual(signed);
    expect(isTemporary(await h.login('partner'))).toBe(false);

    await reset();
    expect(isTemporary(await h.login('partner'))).toBe(true);
  });

  it("keeps no eEOB choice for a non-subscriber", async () => {
    const token = await h.login('partnerdep');
    await put('/api/account/registration/policies', token, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true });
    expect((await h.get('/api/account/registration/policies', token)).json()).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    });
  });

  it('refuses a body that is not the policies shape', async () => {
    const token = await h.login('partner');
    expect((await put('/api/account/registration/policies', token, { isCommunicationPolicySigned: 'yes' })).statusCode).toBe(400);
  });
});

describe('PUT account/preferences', () => {
  it('saves the email: the answer, the account and the next login move on, until a demo reset', async () => {
    const temporary = await h.login('noemail');
    const response = await put('/api/account/preferences', temporary, preferences);
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(isTemporary(token)).toBe(false);
    expect((await h.get('/api/account/preferences', token)).json()).toEqual(preferences);
    expect((await h.get('/api/account', token)).json().email).toBe('new.address@example.com');
    expect(isTemporary(await h.login('noemail'))).toBe(false);

    await reset();
    expect(isTemporary(await h.login('noemail'))).toBe(true);
    expect((await h.get('/api/account', await h.login('noemail'))).json().email).toBeNull();
  });

  it('keeps the token temporary while a required preference is still unset', async () => {
    const response = await put('/api/account/preferences', await h.login('noemail'), { ...preferences, electronicEob: null });
    expect(isTemporary((response.json() as { token: string }).token)).toBe(true);
  });

  it("leaves a dependent's paperless EOB choice as it was (subscriber only, spec §6); saves the rest", async () => {
    const token = await h.login('adultdep');
    const before = (await h.get('/api/account/preferences', token)).json() as { electronicEob: string | null };
    const flipped = before.electronicEob === 'Y' ? 'N' : 'Y';
    expect((await put('/api/account/preferences', token, { ...preferences, electronicEob: flipped })).statusCode).toBe(200);
    expect((await h.get('/api/account/preferences', token)).json()).toEqual({ ...preferences, electronicEob: before.electronicEob });
  });

  it('never makes a full session temporary', async () => {
    const response = await put('/api/account/preferences', await h.login('subscriber'), { ...preferences, discontinuePaperStatements: null });
    expect(isTemporary((response.json() as { token: string }).token)).toBe(false);
  });

  it.each([
    ['no email', { ...preferences, emailAddress: '' }],
    ['an invalid email', { ...preferences, emailAddress: 'name@example' }],
    ['a flag other than Y, N or null', { ...preferences, electronicEob: 'yes' }],
    ['a missing flag', { emailAddress: 'a@example.com' }],
    ['an unknown field', { ...preferences, extra: 'Y' }],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await put('/api/account/preferences', await h.login('noemail'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: expect.any(String) });
  });
});

describe('POST /sso/salesforce (the stand-in single sign-on address)', () => {
  const post = (form: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/sso/salesforce',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('takes the form post of a valid token and answers the landing page', async () => {
    const response = await post({ token: await h.login('salesforce'), testEnvironment: '<uat>' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Transferred to the sales-force portal</h1>');
    expect(response.body).toContain('Test environment: &#60;uat&#62;');
  });

  it('refuses a token it did not sign, and a post without a token', async () => {
    const forged = await post({ token: 'a.b.c' });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('Single sign-on failed');
    expect((await post({})).statusCode).toBe(400);
  });
});

describe('demo scopes (parallel browser tests)', () => {
  const scoped = { 'x-demo-scope': 'test-a' };
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const loginIn = async (headers: Record<string, string>) => {
    const response = await inject('POST', '/api/token', headers, { username: 'partner', password: 'Dashboard1!', domainId: 5 });
    return (response.json() as { token: string }).token;
  };

  it("keep a scope's saved policies to its own requests, through another test's reset", async () => {
    const token = await loginIn(scoped);
    await inject('PUT', '/api/account/registration/policies', { ...scoped, authorization: `Bearer ${token}` }, {
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: true,
    });
    await reset();
    expect(isTemporary(await loginIn(scoped))).toBe(false);
    expect(isTemporary(await loginIn({}))).toBe(true);
  });
});

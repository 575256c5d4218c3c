import { describe, expect, it } from 'vitest';
import { isCredentialFailure, isSubmitDisabled, loginErrorMessage, routeAfterLogin, validateLoginForm, type PostLoginInput } from './rules';

describe('login form (spec §5)', () => {
  it('requires username and password', () => {
    expect(validateLoginForm({ username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    expect(validateLoginForm({ username: ' ', password: 'x' })).toEqual({ username: 'required' });
    expect(validateLoginForm({ username: 'a', password: 'b' })).toEqual({});
  });

  it('disables Log in only while the touched form is invalid', () => {
    expect(isSubmitDisabled({ username: '', password: '' }, {})).toBe(false);
    expect(isSubmitDisabled({ username: '', password: '' }, { username: true })).toBe(true);
    expect(isSubmitDisabled({ username: 'a', password: 'b' }, { username: true, password: true })).toBe(false);
  });
});

describe('login errors (spec §8)', () => {
  it('counts the attempts remaining', () => {
    expect(loginErrorMessage({ errorCode: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 3 } })).toEqual({
      key: 'auth.login.errors.attemptsRemaining',
      count: 3,
    });
  });
  it('says the account is locked', () => {
    expect(loginErrorMessage({ errorCode: 'ACCOUNT_LOCKED', errorData: undefined })).toEqual({ key: 'auth.login.errors.locked' });
  });
  it('says nothing more specific for anything else', () => {
    expect(loginErrorMessage({ errorCode: 'LOGIN_FAILED', errorData: undefined })).toEqual({ key: 'auth.login.errors.unrecognized' });
    expect(loginErrorMessage({ errorCode: undefined, errorData: undefined })).toEqual({ key: 'auth.login.errors.unrecognized' });
  });
});

describe('routeAfterLogin (spec §4)', () => {
  const base: PostLoginInput = {
    domainId: 1,
    claims: { sub: 'u', memberKey: 'm', domainId: 1, role: 'member', groupId: 'g', temporary: false, exp: 9e9 },
    redirect: null,
    account: { accountStatus: 'ACT', email: 'a@example.com' },
    groups: [],
  };
  const staff = { ...base.claims, role: 'logInAsAnyone' as const };

  it('goes home by default, storing the session', () => {
    expect(routeAfterLogin(base)).toEqual({ kind: 'session', to: '/home' });
  });
  it('a redirect URL in the token response sends the browser to the other host', () => {
    expect(routeAfterLogin({ ...base, redirect: 'https://other.example/login' })).toEqual({
      kind: 'externalRedirect',
      url: 'https://other.example/login',
    });
  });
  it('a log-in-as token on the partner or regional plan goes to /login-as', () => {
    expect(routeAfterLogin({ ...base, domainId: 5, claims: staff })).toEqual({ kind: 'temporary', to: '/login-as' });
    expect(routeAfterLogin({ ...base, domainId: 2, claims: staff })).toEqual({ kind: 'temporary', to: '/login-as' });
  });
  it('multiple groups with a 360 group go to group selection', () => {
    const groups = [{ moda360: true }, { moda360: false }];
    expect(routeAfterLogin({ ...base, groups })).toEqual({ kind: 'temporary', to: '/group-selection' });
    expect(routeAfterLogin({ ...base, groups: [{ moda360: false }, { moda360: false }] })).toEqual({ kind: 'session', to: '/home' });
  });
  it('a missing email goes to update-preferences, but not for staff roles', () => {
    const account = { accountStatus: 'ACT' as const, email: null };
    expect(routeAfterLogin({ ...base, account })).toEqual({ kind: 'temporary', to: '/update-preferences' });
    expect(routeAfterLogin({ ...base, account, claims: staff })).toEqual({ kind: 'session', to: '/home' });
  });
  it('account status INI forces the change-password page', () => {
    expect(routeAfterLogin({ ...base, account: { accountStatus: 'INI', email: 'a@b.c' } })).toEqual({
      kind: 'session',
      to: '/account/settings/change-password',
    });
  });
});

describe('routeAfterLogin: continuing after a step', () => {
  it('moves on from group selection once a group is chosen', () => {
    const input: PostLoginInput = {
      domainId: 1,
      claims: { sub: 'u', memberKey: 'm', domainId: 1, role: 'member', groupId: 'g', temporary: true, exp: 9e9 },
      redirect: null,
      account: { accountStatus: 'ACT', email: 'a@example.com' },
      groups: [{ moda360: true }, { moda360: false }],
      progress: { groupChosen: true },
    };
    expect(routeAfterLogin(input)).toEqual({ kind: 'session', to: '/home' });
  });
});

describe('isCredentialFailure', () => {
  it('keeps refused sign-ins on the login page and sends other failures to the error page', () => {
    expect(isCredentialFailure({ status: 401 })).toBe(true);
    expect(isCredentialFailure({ status: 500 })).toBe(false);
    expect(isCredentialFailure({ status: 503 })).toBe(false);
    expect(isCredentialFailure({ status: 408 })).toBe(false);
    expect(isCredentialFailure({ status: 1 })).toBe(false);
  });
});

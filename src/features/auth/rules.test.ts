import { describe, expect, it } from 'vitest';
import { isShownOnLoginPage, isSubmitDisabled, loginErrorMessage, validateLoginForm } from './rules';

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
    expect(loginErrorMessage({ status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 3 } })).toEqual({
      key: 'auth.login.errors.attemptsRemaining',
      count: 3,
    });
  });
  it('says the account is locked', () => {
    expect(loginErrorMessage({ status: 401, errorCode: 'ACCOUNT_LOCKED', errorData: undefined })).toEqual({ key: 'auth.login.errors.locked' });
  });
  it('says nothing more specific for anything else', () => {
    expect(loginErrorMessage({ status: 401, errorCode: 'LOGIN_FAILED', errorData: undefined })).toEqual({ key: 'auth.login.errors.unrecognized' });
    expect(loginErrorMessage({ status: 401, errorCode: undefined, errorData: undefined })).toEqual({ key: 'auth.login.errors.unrecognized' });
  });
});

describe('isShownOnLoginPage (spec §8 "Any other")', () => {
  // POST token is exempt from global handling; account and groups are not (schemas/api/endpoints/).
  const token = (status: number) => ({ status, failure: 'exempt' as const, screenStatuses: [] });
  const routing = (status: number) => ({ status, failure: 'global' as const, screenStatuses: [] });
  it('answers every failure of POST token on the login page', () => {
    for (const status of [401, 400, 500, 503, 408, 1]) expect(isShownOnLoginPage(token(status))).toBe(true);
  });
  it('sends other failures of the routing after sign-in to the error page, but keeps their 401s', () => {
    expect(isShownOnLoginPage(routing(500))).toBe(false);
    expect(isShownOnLoginPage(routing(1))).toBe(false);
    expect(isShownOnLoginPage(routing(401))).toBe(true);
  });
  it("gives a failure that is not a refused credential the spec's \"Any other\" message", () => {
    for (const status of [400, 500, 503, 408, 1]) {
      expect(loginErrorMessage({ status, errorCode: 'ACCOUNT_LOCKED', errorData: undefined })).toEqual({
        key: 'auth.login.errors.unrecognized',
      });
    }
  });
});

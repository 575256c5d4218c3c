import { describe, expect, it } from 'vitest';
import { isCredentialFailure, isSubmitDisabled, loginErrorMessage, validateLoginForm } from './rules';

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

describe('isCredentialFailure', () => {
  it('keeps refused sign-ins on the login page and sends other failures to the error page', () => {
    expect(isCredentialFailure({ status: 401 })).toBe(true);
    expect(isCredentialFailure({ status: 500 })).toBe(false);
    expect(isCredentialFailure({ status: 503 })).toBe(false);
    expect(isCredentialFailure({ status: 408 })).toBe(false);
    expect(isCredentialFailure({ status: 1 })).toBe(false);
  });
});

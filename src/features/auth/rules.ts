import type { ApiError } from '../../api/api-error';
import { isHandledLocally } from '../../api/error-policy';

/*
 * Pure spec rules of sign-in (spec §2 Login page, §5 login validation, §8 login errors); §4 post-login routing is
 * route-after-login.ts.
 */

export interface LoginForm {
  username: string;
  password: string;
}

export type LoginField = keyof LoginForm;

/** Spec §5: username and password required. Returns the copy key of each field's message. */
export function validateLoginForm(form: LoginForm): Partial<Record<LoginField, 'required'>> {
  const errors: Partial<Record<LoginField, 'required'>> = {};
  if (form.username.trim() === '') errors.username = 'required';
  if (form.password === '') errors.password = 'required';
  return errors;
}

/** The Log in button is disabled while the touched form is invalid. */
export function isSubmitDisabled(form: LoginForm, touched: Partial<Record<LoginField, boolean>>): boolean {
  const errors = validateLoginForm(form);
  const anyTouched = Object.values(touched).some(Boolean);
  return anyTouched && Object.keys(errors).length > 0;
}

export type LoginErrorMessage =
  | { key: 'auth.login.errors.attemptsRemaining'; count: number }
  | { key: 'auth.login.errors.locked' }
  | { key: 'auth.login.errors.unrecognized' };

/**
 * Spec §8 login errors: which failures the login page answers itself. Every failure of POST token (exempt from
 * global handling: a refused credential, but also a 400, 500, 503, a time-out or the network) is the spec's "Any
 * other" message at worst; a 401 from a call of the routing that follows is a refused sign-in too. Any other failed
 * call of that routing (account, groups, ...) goes to the error page for its status.
 */
export function isShownOnLoginPage(error: Pick<ApiError, 'status' | 'failure' | 'screenStatuses'>): boolean {
  return error.status === 401 || isHandledLocally(error);
}

/** Spec §8 login errors: never more specific than these three; only a refused credential (401) counts attempts. */
export function loginErrorMessage(error: Pick<ApiError, 'status' | 'errorCode' | 'errorData'>): LoginErrorMessage {
  if (error.status !== 401) return { key: 'auth.login.errors.unrecognized' };
  if (error.errorCode === 'LOGIN_ATTEMPTS_REMAINING' && typeof error.errorData?.attemptsRemaining === 'number') {
    return { key: 'auth.login.errors.attemptsRemaining', count: error.errorData.attemptsRemaining };
  }
  if (error.errorCode === 'ACCOUNT_LOCKED') return { key: 'auth.login.errors.locked' };
  return { key: 'auth.login.errors.unrecognized' };
}

/** Spec §4: no token goes to /logout, or /home when already logged in. */
export function routeWithoutToken(signedIn: boolean): string {
  return signedIn ? '/home' : '/logout';
}

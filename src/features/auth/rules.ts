import type { ApiError } from '../../api/api-error';
import type { AccountResponse, Group, TokenClaims } from '../../api/response-types';

/* Pure spec rules of sign-in (spec §2 Login page, §4 post-login routing, §5 login validation, §8 login errors). */

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
 * A refused sign-in (wrong credentials, attempts, lockout) is answered on the login page; anything else (500, 503,
 * a time-out, the network) is a failed request that goes to the error page for its status (spec §8).
 */
export function isCredentialFailure(error: Pick<ApiError, 'status'>): boolean {
  return error.status === 401;
}

/** Spec §8 login errors: never more specific than these three. */
export function loginErrorMessage(error: Pick<ApiError, 'errorCode' | 'errorData'>): LoginErrorMessage {
  if (error.errorCode === 'LOGIN_ATTEMPTS_REMAINING' && typeof error.errorData?.attemptsRemaining === 'number') {
    return { key: 'auth.login.errors.attemptsRemaining', count: error.errorData.attemptsRemaining };
  }
  if (error.errorCode === 'ACCOUNT_LOCKED') return { key: 'auth.login.errors.locked' };
  return { key: 'auth.login.errors.unrecognized' };
}

export const REGIONAL_DOMAIN = 2;
export const PARTNER_DOMAIN = 5;

/** What the member has already done on the way in, so routing moves on instead of repeating a step. */
export interface RoutingProgress {
  groupChosen?: boolean;
}

export interface PostLoginInput {
  domainId: number;
  progress?: RoutingProgress;
  claims: TokenClaims;
  redirect: string | null;
  account: Pick<AccountResponse, 'accountStatus' | 'email'> | null;
  groups: readonly Pick<Group, 'moda360'>[];
}

export type PostLoginStep =
  | { kind: 'externalRedirect'; url: string }
  | { kind: 'temporary'; to: string }
  | { kind: 'session'; to: string };

const isStaff = (role: string) => role === 'logInAsAnyone' || role === 'logInAsNonEmp';

/**
 * Spec §4 post-login routing, in its order. `temporary` keeps the token for the onboarding pages only;
 * `session` stores it as the access token (cookie + local storage).
 */
export function routeAfterLogin(input: PostLoginInput): PostLoginStep {
  if (input.redirect) return { kind: 'externalRedirect', url: input.redirect };
  const staff = isStaff(input.claims.role);
  if (staff && (input.domainId === PARTNER_DOMAIN || input.domainId === REGIONAL_DOMAIN)) {
    return { kind: 'temporary', to: '/login-as' };
  }
  if (!input.progress?.groupChosen && input.groups.length > 1 && input.groups.some((g) => g.moda360)) {
    return { kind: 'temporary', to: '/group-selection' };
  }
  if (!staff && input.account && !input.account.email) {
    return { kind: 'temporary', to: '/update-preferences' };
  }
  if (input.account?.accountStatus === 'INI') return { kind: 'session', to: '/account/settings/change-password' };
  return { kind: 'session', to: '/home' };
}

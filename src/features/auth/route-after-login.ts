import type { AccountResponse, Group, TokenClaims } from '../../api/response-types';
import type { FeatureSwitch } from '../../manifest/manifest-types';
import { isStaffRole } from '../../member/token-claims';
import type { Preferences, RelevantPreferences } from '../../member/preferences';
import type { RegistrationPolicies, SsoTransfer } from './onboarding/onboarding-types';
import { preferencesDue } from './onboarding/rules';

/*
 * Spec §4 post-login routing: where a signed-in token leads. Apart from the login form's rules (rules.ts) because
 * only the sign-in's continuation (resolve-login.ts) reads it, and that loads after the login page.
 */

export const CHANGE_PASSWORD_ROUTE = '/account/settings/change-password';

/** What the member has already done on the way in, so routing moves on instead of repeating a step. */
export interface RoutingProgress {
  groupChosen?: boolean;
  /** A log-in-as ticked "prevent navigation to the CRM": no sales-force transfer. */
  salesforcePrevented?: boolean;
}

/** The brand's feature switches that choose its sign-in flow (spec §4). */
export type SignInFlow = Record<Extract<FeatureSwitch, 'staffSignInGoesToLoginAs' | 'policiesOnlySignInFlow'>, boolean>;

/** Everything the routing reads, fetched with the token being routed (continue-routing.ts). */
export interface PostLoginInput {
  signInFlow: SignInFlow;
  progress?: RoutingProgress;
  claims: Pick<TokenClaims, 'role' | 'issuedByRole'>;
  redirect: string | null;
  account: Pick<AccountResponse, 'accountStatus' | 'email'>;
  groups: readonly Pick<Group, 'moda360'>[];
  preferences: { relevant: RelevantPreferences; current: Preferences };
  /** Read only in the policies-only sign-in flow (null elsewhere). */
  policies: Pick<RegistrationPolicies, 'isCommunicationPolicySigned'> | null;
  ssoTransfer: SsoTransfer;
}

export type PostLoginStep =
  | { kind: 'externalRedirect'; url: string }
  | { kind: 'ssoTransfer'; address: string; testEnvironment: string | null }
  | { kind: 'temporary'; to: string }
  | { kind: 'session'; to: string };

/** Spec §6: a staff role, on the token itself or on whoever issued it (a log-in-as), skips the prompts. */
const actsAsStaff = (claims: PostLoginInput['claims']) => isStaffRole(claims.role) || isStaffRole(claims.issuedByRole);

/** Spec §4 account status: INI (initial) and FRC (forced change) go to the change-password page. */
const mustChangePassword = (status: AccountResponse['accountStatus']) => status === 'INI' || status === 'FRC';

/**
 * Spec §4 post-login routing, in its order. `temporary` keeps the token for the onboarding pages only;
 * `session` stores it as the access token (cookie + local storage); `ssoTransfer` posts it to the sales-force
 * single sign-on address without storing it.
 */
export function routeAfterLogin(input: PostLoginInput): PostLoginStep {
  if (input.redirect) return { kind: 'externalRedirect', url: input.redirect };
  const { claims, signInFlow, account, progress = {} } = input;
  const staff = actsAsStaff(claims);
  const staffSignIn = isStaffRole(claims.role) && !isStaffRole(claims.issuedByRole);
  if (staffSignIn && signInFlow.staffSignInGoesToLoginAs) return { kind: 'temporary', to: '/login-as' };

  if (signInFlow.policiesOnlySignInFlow) {
    const unsigned = input.policies === null || !input.policies.isCommunicationPolicySigned;
    return !staff && unsigned ? { kind: 'temporary', to: '/registration-policies' } : { kind: 'session', to: '/home' };
  }

  if (!progress.groupChosen && input.groups.length > 1 && input.groups.some((g) => g.moda360)) {
    return { kind: 'temporary', to: '/group-selection' };
  }
  if (!staff && preferencesDue(account.email, input.preferences.current, input.preferences.relevant)) {
    return { kind: 'temporary', to: '/update-preferences' };
  }
  if (input.ssoTransfer.transfer && !progress.salesforcePrevented) {
    return { kind: 'ssoTransfer', address: input.ssoTransfer.address, testEnvironment: input.ssoTransfer.testEnvironment };
  }
  return { kind: 'session', to: mustChangePassword(account.accountStatus) ? CHANGE_PASSWORD_ROUTE : '/home' };
}

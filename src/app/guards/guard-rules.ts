/** The route guards of spec §2 as pure decisions; the components in this folder apply them. */
import { heldNavigationState } from '../../features/auth/forms/held-navigation';
import { staffRoleOf } from '../../member/token-claims';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; state?: unknown }
  | { kind: 'notFound' }
  | { kind: 'wait' };

const allow: GuardDecision = { kind: 'allow' };

export interface SessionView {
  isAuthenticated: boolean;
  role: string | null;
  /** The role that issued the token: a log-in-as token is `role: member, issuedByRole: <staff role>`. */
  issuedByRole?: string | null;
  temporary: boolean;
}

/** Home and every signed-in page: no session → the login page. */
export function sessionGuard(session: SessionView): GuardDecision {
  return session.isAuthenticated ? allow : { kind: 'redirect', to: '/login' };
}

/** /login-as: a staff role token (role or issuedByRole: a member token a log-in-as issued counts), else 404. */
export function staffRoleGuard(session: Pick<SessionView, 'role' | 'issuedByRole'>): GuardDecision {
  return staffRoleOf(session) !== null ? allow : { kind: 'notFound' };
}

/**
 * group-selection, update-preferences, registration-policies, sso-landing: a temporary token; without one the
 * user goes to /home if a session token exists, else /logout.
 */
export function temporaryTokenGuard(session: SessionView): GuardDecision {
  if (session.temporary) return allow;
  return { kind: 'redirect', to: session.isAuthenticated ? '/home' : '/logout' };
}

/** /id-card: termed members go to /home. Waits while the member's facts load. */
export function notTermedGuard(status: 'anonymous' | 'loading' | 'ready' | 'error', isTermed: boolean | undefined): GuardDecision {
  if (status === 'loading') return { kind: 'wait' };
  return status === 'ready' && isTermed === true ? { kind: 'redirect', to: '/home' } : allow;
}

export const CHANGE_PASSWORD_PATH = '/account/settings/change-password';

/**
 * Spec §4 account status: INI (initial) and FRC (forced change) must change their password before anything
 * else; every other signed-in page sends them to the change-password page until the status is active. Leaving
 * that page for another in the app (`fromChangePage`) is held: back on it, the page says why.
 */
export function passwordChangeGuard(accountStatus: string | undefined, pathname: string, fromChangePage = false): GuardDecision {
  if (accountStatus !== 'INI' && accountStatus !== 'FRC') return allow;
  if (pathname === CHANGE_PASSWORD_PATH) return allow;
  return fromChangePage ? { kind: 'redirect', to: CHANGE_PASSWORD_PATH, state: heldNavigationState } : { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
}

/**
 * /login-as once the staff member was admitted on this visit: a successful log-in-as stores the member's session
 * just before navigating onward, so for that instant the page shows nothing rather than the 404 page.
 */
export function staffRoleGuardAfterAdmission(session: SessionView): GuardDecision {
  const decision = staffRoleGuard(session);
  return decision.kind === 'notFound' && session.isAuthenticated ? { kind: 'wait' } : decision;
}

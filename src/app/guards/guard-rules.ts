/** The route guards of spec §2 as pure decisions; the components in this folder apply them. */
import { isStaffRole } from '../../member/token-claims';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'wait' };

const allow: GuardDecision = { kind: 'allow' };

export interface SessionView {
  isAuthenticated: boolean;
  role: string | null;
  temporary: boolean;
}

/** Home and every signed-in page: no session → the login page. */
export function sessionGuard(session: SessionView): GuardDecision {
  return session.isAuthenticated ? allow : { kind: 'redirect', to: '/login' };
}

/** /login-as: a staff role token, else the 404 error page. */
export function staffRoleGuard(session: SessionView): GuardDecision {
  return isStaffRole(session.role) ? allow : { kind: 'notFound' };
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

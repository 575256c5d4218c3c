import { describe, expect, it } from 'vitest';
import { notTermedGuard, sessionGuard, staffRoleGuard, temporaryTokenGuard } from './guard-rules';

const signedIn = { isAuthenticated: true, role: 'member', temporary: false };
const signedOut = { isAuthenticated: false, role: null, temporary: false };
const temporary = { isAuthenticated: false, role: 'member', temporary: true };

describe('guards', () => {
  it('session: signed-in pages need a session, else /login', () => {
    expect(sessionGuard(signedIn)).toEqual({ kind: 'allow' });
    expect(sessionGuard(signedOut)).toEqual({ kind: 'redirect', to: '/login' });
    expect(sessionGuard(temporary)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('staff role: login-as needs logInAsAnyone or logInAsNonEmp, else 404', () => {
    expect(staffRoleGuard({ ...signedIn, role: 'logInAsAnyone' })).toEqual({ kind: 'allow' });
    expect(staffRoleGuard({ ...signedIn, role: 'logInAsNonEmp' })).toEqual({ kind: 'allow' });
    expect(staffRoleGuard(signedIn)).toEqual({ kind: 'notFound' });
    expect(staffRoleGuard(signedOut)).toEqual({ kind: 'notFound' });
  });

  it('temporary token: allowed with one; else /home with a session, /logout without', () => {
    expect(temporaryTokenGuard(temporary)).toEqual({ kind: 'allow' });
    expect(temporaryTokenGuard(signedIn)).toEqual({ kind: 'redirect', to: '/home' });
    expect(temporaryTokenGuard(signedOut)).toEqual({ kind: 'redirect', to: '/logout' });
  });

  it('not termed: termed members go to /home; waits while loading', () => {
    expect(notTermedGuard('ready', true)).toEqual({ kind: 'redirect', to: '/home' });
    expect(notTermedGuard('ready', false)).toEqual({ kind: 'allow' });
    expect(notTermedGuard('loading', undefined)).toEqual({ kind: 'wait' });
    expect(notTermedGuard('error', undefined)).toEqual({ kind: 'allow' });
  });
});

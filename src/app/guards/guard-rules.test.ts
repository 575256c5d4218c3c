import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_PATH,
  notTermedGuard,
  passwordChangeGuard,
  sessionGuard,
  staffRoleGuard,
  staffRoleGuardAfterAdmission,
  temporaryTokenGuard,
} from './guard-rules';

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

  it('staff role is role or issuedByRole (spec §6): a log-in-as token (member issued by staff) opens login-as', () => {
    expect(staffRoleGuard({ ...signedIn, role: 'member', issuedByRole: 'logInAsAnyone' })).toEqual({ kind: 'allow' });
    expect(staffRoleGuard({ ...signedIn, role: 'member', issuedByRole: 'logInAsNonEmp' })).toEqual({ kind: 'allow' });
    expect(staffRoleGuard({ ...signedIn, role: 'member', issuedByRole: null })).toEqual({ kind: 'notFound' });
    expect(staffRoleGuard({ ...signedIn, role: 'member', issuedByRole: 'member' })).toEqual({ kind: 'notFound' });
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

describe('passwordChangeGuard (spec §4 INI and FRC)', () => {
  it('sends INI and FRC accounts to the change-password page from any other page', () => {
    expect(passwordChangeGuard('INI', '/home')).toEqual({ kind: 'redirect', to: CHANGE_PASSWORD_PATH });
    expect(passwordChangeGuard('FRC', '/claims')).toEqual({ kind: 'redirect', to: CHANGE_PASSWORD_PATH });
  });
  it('says the navigation was held when they leave the change-password page for another page', () => {
    expect(passwordChangeGuard('INI', '/home', true)).toEqual({
      kind: 'redirect',
      to: CHANGE_PASSWORD_PATH,
      state: { passwordChangeHeld: true },
    });
    expect(passwordChangeGuard('ACT', '/home', true)).toEqual({ kind: 'allow' });
  });
  it('lets them stay on the change-password page', () => {
    expect(passwordChangeGuard('INI', CHANGE_PASSWORD_PATH)).toEqual({ kind: 'allow' });
  });
  it('leaves active accounts alone, and waits for nothing while the account loads', () => {
    expect(passwordChangeGuard('ACT', '/home')).toEqual({ kind: 'allow' });
    expect(passwordChangeGuard(undefined, '/home')).toEqual({ kind: 'allow' });
  });
});

describe('staffRoleGuardAfterAdmission', () => {
  it('waits (no 404 flash) while the new member session of a successful log-in-as navigates onward', () => {
    expect(staffRoleGuardAfterAdmission(signedIn)).toEqual({ kind: 'wait' });
  });
  it('still admits staff, and still refuses a visitor without a session', () => {
    expect(staffRoleGuardAfterAdmission({ ...signedIn, role: 'logInAsAnyone' })).toEqual({ kind: 'allow' });
    expect(staffRoleGuardAfterAdmission(signedOut)).toEqual({ kind: 'notFound' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Preferences, RelevantPreferences } from '../../member/preferences';
import { brandManifest } from '../../../test/brand-fixtures';
import { routeAfterLogin, type PostLoginInput, type PostLoginStep, type SignInFlow } from './route-after-login';
import { routeWithoutToken } from './rules';

/* Spec §4 post-login routing: every branch, then the landing of every persona of PERSONAS.md. */

const saved: Preferences = {
  emailAddress: 'a@example.com',
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
};
const relevant: RelevantPreferences = { marketingEmail: true, electronicEob: true, medicareMaterials: false, ebill: true };

/** The sign-in flow switches of a real brand manifest (brands/<id>.json over the base). */
function flowOf(brandId: string): SignInFlow {
  const { staffSignInGoesToLoginAs, policiesOnlySignInFlow } = brandManifest(brandId).features;
  return { staffSignInGoesToLoginAs, policiesOnlySignInFlow };
}
const partnerFlow = { signInFlow: flowOf('partner') };
const regionalFlow = { signInFlow: flowOf('regional') };

const base: PostLoginInput = {
  signInFlow: flowOf('main'),
  claims: { role: 'member', issuedByRole: null },
  redirect: null,
  account: { accountStatus: 'ACT', email: 'a@example.com' },
  groups: [{ moda360: false }],
  preferences: { relevant, current: saved },
  policies: null,
  ssoTransfer: { transfer: false, address: '/sso/salesforce', testEnvironment: null },
};
const anyone = { role: 'logInAsAnyone', issuedByRole: null } as const;
const nonEmp = { role: 'logInAsNonEmp', issuedByRole: null } as const;
/** A member's token issued through log-in-as. */
const viaLoginAs = { role: 'member', issuedByRole: 'logInAsAnyone' } as const;
const home: PostLoginStep = { kind: 'session', to: '/home' };
const transfer = { transfer: true, address: '/sso/salesforce', testEnvironment: 'uat' };
const signed = { isCommunicationPolicySigned: true };
const unsigned = { isCommunicationPolicySigned: false };
const twoGroups360 = [{ moda360: true }, { moda360: false }];
const route = (overrides: Partial<PostLoginInput>) => routeAfterLogin({ ...base, ...overrides });

describe('without a token', () => {
  it('goes to /logout, or /home when already logged in', () => {
    expect(routeWithoutToken(false)).toBe('/logout');
    expect(routeWithoutToken(true)).toBe('/home');
  });
});

describe('routeAfterLogin', () => {
  it('stores the session and goes home by default', () => {
    expect(routeAfterLogin(base)).toEqual(home);
  });

  it('a redirect URL in the token response sends the browser to the other host, before anything else', () => {
    expect(route({ redirect: 'https://other.example/login', claims: anyone, ...partnerFlow })).toEqual({
      kind: 'externalRedirect',
      url: 'https://other.example/login',
    });
  });

  describe('log-in-as tokens', () => {
    it('go to /login-as on the partner and regional plans', () => {
      expect(route({ ...partnerFlow, claims: nonEmp })).toEqual({ kind: 'temporary', to: '/login-as' });
      expect(route({ ...regionalFlow, claims: anyone })).toEqual({ kind: 'temporary', to: '/login-as' });
    });
    it('follow the regular flow on the main plan', () => {
      expect(route({ claims: anyone })).toEqual(home);
    });
    it('a member token issued by log-in-as never returns to /login-as', () => {
      expect(route({ ...regionalFlow, claims: viaLoginAs })).toEqual(home);
    });
  });

  describe('regular flow, in order', () => {
    it('multiple groups with a 360 group go to group selection, unless a group was chosen', () => {
      expect(route({ groups: twoGroups360 })).toEqual({ kind: 'temporary', to: '/group-selection' });
      expect(route({ groups: twoGroups360, progress: { groupChosen: true } })).toEqual(home);
      expect(route({ groups: [{ moda360: false }, { moda360: false }] })).toEqual(home);
      expect(route({ groups: [{ moda360: true }] })).toEqual(home);
    });

    it('group selection comes before the preferences', () => {
      expect(route({ groups: twoGroups360, account: { accountStatus: 'ACT', email: null } })).toEqual({
        kind: 'temporary',
        to: '/group-selection',
      });
    });

    it('a missing email goes to update-preferences', () => {
      expect(route({ account: { accountStatus: 'ACT', email: null } })).toEqual({ kind: 'temporary', to: '/update-preferences' });
      expect(route({ account: { accountStatus: 'ACT', email: '' } })).toEqual({ kind: 'temporary', to: '/update-preferences' });
    });

    it('a required preference still null goes to update-preferences; an irrelevant one does not', () => {
      const current = { ...saved, discontinuePaperStatements: null };
      expect(route({ preferences: { relevant, current } })).toEqual({ kind: 'temporary', to: '/update-preferences' });
      expect(route({ preferences: { relevant: { ...relevant, ebill: false }, current } })).toEqual(home);
    });

    it('staff roles skip the preferences', () => {
      const account = { accountStatus: 'ACT', email: null } as const;
      expect(route({ account, claims: anyone })).toEqual(home);
      expect(route({ account, claims: viaLoginAs })).toEqual(home);
    });

    it('preferences come before the sales-force transfer', () => {
      expect(route({ ssoTransfer: transfer, account: { accountStatus: 'ACT', email: null } })).toEqual({
        kind: 'temporary',
        to: '/update-preferences',
      });
    });

    it("a flagged group transfers to the sales-force single sign-on, unless log-in-as prevented it", () => {
      expect(route({ ssoTransfer: transfer })).toEqual({ kind: 'ssoTransfer', address: '/sso/salesforce', testEnvironment: 'uat' });
      expect(route({ ssoTransfer: transfer, progress: { salesforcePrevented: true } })).toEqual(home);
    });

    it('the transfer comes before the change-password page', () => {
      expect(route({ ssoTransfer: transfer, account: { accountStatus: 'INI', email: 'a@example.com' } }).kind).toBe('ssoTransfer');
    });

    it.each(['INI', 'FRC'] as const)('account status %s stores the session and goes to change password', (accountStatus) => {
      expect(route({ account: { accountStatus, email: 'a@example.com' } })).toEqual({
        kind: 'session',
        to: '/account/settings/change-password',
      });
    });

    it.each(['ACT', 'DLG'] as const)('account status %s goes home', (accountStatus) => {
      expect(route({ account: { accountStatus, email: 'a@example.com' } })).toEqual(home);
    });
  });

  describe('the flow is chosen by the switches, never by the brand', () => {
    const flow = (staffSignInGoesToLoginAs: boolean, policiesOnlySignInFlow: boolean) => ({
      signInFlow: { staffSignInGoesToLoginAs, policiesOnlySignInFlow },
    });
    it('staffSignInGoesToLoginAs sends a staff sign-in to /login-as in either flow', () => {
      expect(route({ ...flow(true, false), claims: anyone })).toEqual({ kind: 'temporary', to: '/login-as' });
      expect(route({ ...flow(true, true), claims: nonEmp })).toEqual({ kind: 'temporary', to: '/login-as' });
      expect(route({ ...flow(false, true), claims: nonEmp, policies: signed })).toEqual(home);
    });
    it('policiesOnlySignInFlow replaces the regular flow with the policies step', () => {
      expect(route({ ...flow(false, true), policies: unsigned })).toEqual({ kind: 'temporary', to: '/registration-policies' });
      expect(route({ ...flow(false, false), policies: unsigned, groups: twoGroups360 })).toEqual({
        kind: 'temporary',
        to: '/group-selection',
      });
    });
  });

  describe('partner plan flow', () => {
    const partner = { ...partnerFlow, policies: unsigned };

    it('an unsigned communication policy goes to /registration-policies, a signed one home', () => {
      expect(route(partner)).toEqual({ kind: 'temporary', to: '/registration-policies' });
      expect(route({ ...partner, policies: signed })).toEqual(home);
    });

    it('policies that could not be read count as unsigned', () => {
      expect(route({ ...partner, policies: null })).toEqual({ kind: 'temporary', to: '/registration-policies' });
    });

    it('log-in-as skips the policies', () => {
      expect(route({ ...partner, claims: viaLoginAs })).toEqual(home);
    });

    it('replaces the regular flow: no group selection, preferences, transfer or change password', () => {
      expect(
        route({
          ...partner,
          policies: signed,
          groups: twoGroups360,
          account: { accountStatus: 'INI', email: null },
          ssoTransfer: transfer,
        }),
      ).toEqual(home);
    });
  });
});

describe('the landing of every persona (PERSONAS.md)', () => {
  const dependent = { ...relevant, electronicEob: false };
  const personas: [string, Partial<PostLoginInput>, PostLoginStep][] = [
    ['subscriber', {}, home],
    ['minordep', { preferences: { relevant: dependent, current: saved } }, home],
    ['adultdep', { preferences: { relevant: dependent, current: saved } }, home],
    ['termed', {}, home],
    ['future', {}, home],
    ['multigroup', { groups: twoGroups360 }, { kind: 'temporary', to: '/group-selection' }],
    ['noemail', { account: { accountStatus: 'ACT', email: null } }, { kind: 'temporary', to: '/update-preferences' }],
    ['newuser', { account: { accountStatus: 'INI', email: 'a@example.com' } }, { kind: 'session', to: '/account/settings/change-password' }],
    ['lockme', {}, home],
    ['group4760', {}, home],
    ['group2805', {}, home],
    ['local598', {}, home],
    ['salesforce', { ssoTransfer: { ...transfer, testEnvironment: null } }, { kind: 'ssoTransfer', address: '/sso/salesforce', testEnvironment: null }],
    ['cancelled', {}, home],
    ['medicare', { ...regionalFlow, preferences: { relevant: { ...relevant, medicareMaterials: true }, current: saved } }, home],
    ['staffany', { ...regionalFlow, claims: anyone }, { kind: 'temporary', to: '/login-as' }],
    ['partner', { ...partnerFlow, policies: unsigned }, { kind: 'temporary', to: '/registration-policies' }],
    ['partnerdep', { ...partnerFlow, policies: signed }, home],
    ['staffnonemp', { ...partnerFlow, claims: nonEmp, policies: signed }, { kind: 'temporary', to: '/login-as' }],
    ['hospital', { signInFlow: flowOf('hospital') }, home],
  ];

  it.each(personas)('%s', (_username, overrides, landing) => {
    expect(route(overrides)).toEqual(landing);
  });
});

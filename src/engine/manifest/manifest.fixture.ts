import { testThemeTokens } from '../theme/test-theme-tokens';
import type { BrandManifest, FeatureSwitch } from './manifest-types';

/** The main brand's feature switches, for unit tests. */
export const testFeatureSwitches: Record<FeatureSwitch, boolean> = {
  createAccountLink: true,
  forgotLinks: true,
  eBillOffered: true,
  programs: true,
  handbooks: true,
  logoutPage: false,
  unauthorizedRedirectsToLogin: true,
  dentistFinderOnly: false,
};

/** A small valid manifest for unit tests (real brands live in brands/). Returns a fresh copy each call. */
export function manifestFixture(): BrandManifest {
  return {
    $schema: '../schemas/brand-manifest.schema.json',
    schemaVersion: 2,
    brand: { id: 'test', name: 'Test Plan', domainId: 9, hosts: ['test.localhost'] },
    theme: structuredClone(testThemeTokens),
    features: { ...testFeatureSwitches },
    routes: { default: '/home' },
    menus: {
      primary: [
        { id: 'home', label: 'menu.home', to: '/home', icon: 'home' },
        { id: 'account', label: 'menu.account', to: '/account', submenu: 'account' },
        {
          id: 'claims',
          label: 'menu.claimsEobs',
          labelWhen: [{ rule: { fact: 'member.isSubscriber', is: false }, label: 'menu.claims' }],
          to: '/claims',
          submenu: 'claims',
          rule: { fact: 'eligibility.any' },
        },
      ],
      account: [
        { id: 'summary', label: 'menu.summary', to: '/account/summary' },
        { id: 'logout', label: 'menu.logout', action: 'logout' },
      ],
      benefits: [{ id: 'medical', label: 'menu.medicalBenefits', to: '/benefits/medical', rule: { fact: 'eligibility.medical', in: ['active'] } }],
      findCare: [{ id: 'resources', label: 'menu.findCareResources', to: '/find-care/resources' }],
      claims: [{ id: 'claims', label: 'menu.claims', to: '/claims' }],
      utility: [],
      utilityAnonymous: [],
      bottomNav: [{ id: 'home', label: 'menu.home', to: '/home' }],
    },
    footer: {
      siteMap: ['account', 'claims'],
      copyright: ['footer.copyright.line1'],
      policyLinks: [{ id: 'privacy', label: 'footer.policies.privacy', href: 'https://www.test.example/privacy' }],
    },
    alerts: [{ id: 'not-enrolled', type: 'warning', title: 'alerts.notEnrolled.title', canDismiss: false, rule: { fact: 'member.isTermed' } }],
    home: { tiles: [{ id: 'welcome', widget: 'welcomeBanner', props: { copyControl: true } }] },
    contact: { departments: [{ id: 'service', label: 'contact.departments.customerService', phone: '800-555-0199', hours: 'contact.hours.weekdays' }] },
  };
}

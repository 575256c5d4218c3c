import { testThemeTokens } from '../engine/theme/test-theme-tokens';
import { pageIds } from '@schemas/generated/page-ids';
import type { BrandManifest, FeatureSwitch, Section } from './manifest-types';

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
  staffSignInGoesToLoginAs: false,
  policiesOnlySignInFlow: false,
  extendedCommunicationPolicy: false,
  reducedCategories: false,
  adultDependentSettings: true,
};

/** Every page of the manifest, with `home`'s sections given and the others 'coming soon' (as in the base). */
export function pagesWith(homeSections: Section[] = []): BrandManifest['pages'] {
  const comingSoon: Section[] = [{ id: 'coming-soon', widget: 'comingSoon', props: {} }];
  const pages = Object.fromEntries(pageIds.map((id) => [id, { sections: comingSoon }])) as BrandManifest['pages'];
  return {
    ...pages,
    home: { sections: homeSections },
    'select-group': { sections: [{ id: 'select-group', widget: 'selectGroup', props: {} }] },
    'change-password': { sections: [{ id: 'change-password', widget: 'changePassword', props: {} }] },
  };
}

/** A small valid manifest for unit tests (real brands live in brands/). Returns a fresh copy each call. */
export function manifestFixture(): BrandManifest {
  return {
    $schema: '../schemas/brand-manifest.schema.json',
    schemaVersion: 8,
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
          labelWhen: [{ rule: { use: 'nonSubscriber' }, label: 'menu.claims' }],
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
    externalHosts: { links: ['www.test.example'], forms: [] },
    footer: {
      siteMap: ['account', 'claims'],
      copyright: ['footer.copyright.line1'],
      policyLinks: [{ id: 'privacy', label: 'footer.policies.privacy', href: 'https://www.test.example/privacy' }],
    },
    alerts: [{ id: 'not-enrolled', type: 'warning', title: 'alerts.notEnrolled.title', canDismiss: false, rule: { fact: 'member.isTermed' } }],
    rules: { nonSubscriber: { fact: 'member.isSubscriber', is: false } },
    pages: pagesWith([{ id: 'welcome', widget: 'welcomeBanner', props: { copyControl: true } }]),
    contact: { departments: [{ id: 'service', label: 'contact.departments.customerService', phone: '800-555-0199', hours: 'contact.hours.weekdays' }] },
    session: { idleMinutes: 15, warningMinutes: 2 },
  };
}

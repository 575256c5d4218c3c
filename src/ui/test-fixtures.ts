/**
 * Fixtures for unit tests only: a brand manifest with realistic menus, a member's facts, and the copy
 * (the shell's own content files plus menu labels). Never imported by app code.
 */
import errors from '../../content/en/errors.json';
import pages from '../../content/en/pages.json';
import shell from '../../content/en/shell.json';
import { pagesWith, testFeatureSwitches } from '../manifest/manifest.fixture';
import type { BrandManifest } from '../manifest/manifest-types';
import { testThemeTokens } from '../engine/theme/test-theme-tokens';

import { testRules } from '../manifest/test-facts';

export { testFacts, testRules } from '../manifest/test-facts';

export const testCopy: Record<string, unknown> = {
  shell,
  errors,
  pages,
  menu: {
    home: 'Home',
    account: 'Account',
    benefits: 'Benefits',
    findCare: 'Find care',
    claimsEobs: 'Claims/EOBs',
    claims: 'Claims',
    eobs: 'EOBs',
    summary: 'Summary',
    memberInformation: 'Member information',
    settings: 'Settings',
    ebill: 'eBill',
    helpCenter: 'Help center',
    loginAsAnyone: 'Login as anyone',
    medical: 'Medical benefits',
    dental: 'Dental benefits',
    resources: 'Find care resources',
    primaryCare: 'Primary care',
    pharmacy: 'Pharmacy',
    contactUs: 'Contact us',
    logout: 'Log out',
    login: 'Log in',
    privacy: 'Privacy policy',
  },
  footer: { copyright: '© {{year}} Test Health Plan', rights: 'All rights reserved.', seal: 'Accredited health plan' },
  alerts: {
    termed: 'You are not currently enrolled in a plan',
    news: 'New benefits are here',
    newsBody: 'Read more.',
    learnMore: 'Learn more',
    planSite: 'Plan website',
    gotIt: 'Got it',
  },
};

export const testManifest: BrandManifest = {
  $schema: '../schemas/brand-manifest.schema.json',
  schemaVersion: 2,
  brand: { id: 'main', name: 'Test Health', domainId: 1, hosts: ['localhost'] },
  theme: testThemeTokens,
  features: testFeatureSwitches,
  routes: { default: '/home' },
  menus: {
    primary: [
      { id: 'home', label: 'menu.home', to: '/home', icon: 'home' },
      { id: 'account', label: 'menu.account', to: '/account', submenu: 'account' },
      {
        id: 'benefits',
        label: 'menu.benefits',
        to: '/benefits',
        submenu: 'benefits',
        rule: { fact: 'eligibility.anyActiveOrFuture' },
      },
      { id: 'find-care', label: 'menu.findCare', to: '/find-care', submenu: 'findCare', rule: { fact: 'eligibility.anyActiveOrFuture' } },
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
      { id: 'member-information', label: 'menu.memberInformation', to: '/account/member-information' },
      { id: 'settings', label: 'menu.settings', to: '/account/settings', rule: { use: 'settingsAllowed' } },
      { id: 'ebill', label: 'menu.ebill', to: '/account/ebill', rule: { use: 'ebillShown' } },
      { id: 'help-center', label: 'menu.helpCenter', to: '/account/support' },
      { id: 'login-as', label: 'menu.loginAsAnyone', to: '/login-as', rule: { fact: 'token.role', in: ['logInAsAnyone'] } },
      { id: 'logout', label: 'menu.logout', action: 'logout', icon: 'logout' },
    ],
    benefits: [
      { id: 'medical', label: 'menu.medical', to: '/benefits/medical', rule: { fact: 'eligibility.medical', in: ['active', 'future'] } },
      { id: 'dental', label: 'menu.dental', to: '/benefits/dental', rule: { fact: 'eligibility.dental', in: ['active', 'future'] } },
    ],
    findCare: [
      { id: 'resources', label: 'menu.resources', to: '/find-care/resources' },
      { id: 'primary-care', label: 'menu.primaryCare', to: '/find-care/primary-care', rule: { fact: 'pcp.eligible' } },
    ],
    claims: [
      { id: 'claims', label: 'menu.claims', to: '/claims' },
      { id: 'eobs', label: 'menu.eobs', to: '/eobs', rule: { fact: 'member.isSubscriber' } },
      { id: 'pharmacy', label: 'menu.pharmacy', to: '/navitus', rule: { fact: 'programs', has: 37 } },
    ],
    utility: [
      { id: 'contact', label: 'menu.contactUs', to: '/support/customer-service', icon: 'contact' },
      { id: 'logout', label: 'menu.logout', action: 'logout', icon: 'logout' },
    ],
    utilityAnonymous: [
      { id: 'login', label: 'menu.login', to: '/login', icon: 'login' },
      { id: 'contact', label: 'menu.contactUs', to: '/contact-us', icon: 'contact' },
    ],
    bottomNav: [
      { id: 'home', label: 'menu.home', to: '/home', icon: 'home' },
      { id: 'claims', label: 'menu.claimsEobs', to: '/claims', icon: 'claims', rule: { fact: 'eligibility.any' } },
      { id: 'benefits', label: 'menu.benefits', to: '/benefits', icon: 'benefits', rule: { fact: 'eligibility.anyActiveOrFuture' } },
      { id: 'find-care', label: 'menu.findCare', to: '/find-care', icon: 'findCare', rule: { fact: 'eligibility.anyActiveOrFuture' } },
    ],
  },
  footer: {
    siteMap: ['primary', 'utility'],
    copyright: ['footer.copyright', 'footer.rights'],
    policyLinks: [{ id: 'privacy', label: 'menu.privacy', href: 'https://example.com/privacy' }],
    accreditation: { image: '/brand-assets/seal.svg', text: 'footer.seal' },
  },
  alerts: [
    { id: 'termed', type: 'warning', title: 'alerts.termed', canDismiss: false, rule: { fact: 'member.isTermed' } },
    { id: 'news', type: 'info', title: 'alerts.news', content: 'alerts.newsBody', canDismiss: true },
  ],
  rules: testRules,
  pages: pagesWith(),
  contact: { departments: [{ id: 'customer-service', label: 'menu.contactUs', phone: '800-555-0100', hours: 'footer.rights' }] },
  session: { idleMinutes: 15, warningMinutes: 2 },
};

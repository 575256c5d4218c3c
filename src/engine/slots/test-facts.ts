/** Facts and predicates for unit tests only (the real ones come from src/member). */
import type { Facts, Predicates } from '../rules/rule-types';

export function testFacts(overrides: Partial<Facts> = {}): Facts {
  return {
    'session.authenticated': true,
    'member.isSubscriber': true,
    'member.isAdult': true,
    'member.isTermed': false,
    'eligibility.anyActiveOrFuture': true,
    'eligibility.any': true,
    'group.hasMultiple': false,
    'token.isStaff': false,
    'ebill.has': true,
    'ebill.registered': true,
    'ebill.showAlert': false,
    'pcp.eligible': true,
    'idCard.eligible': true,
    'planManagement.eligibleAndActive': false,
    'referrals.has': false,
    'medicareMaterials.available': false,
    'feature.createAccountLink': true,
    'feature.forgotLinks': true,
    'feature.eBillOffered': true,
    'feature.programs': true,
    'feature.handbooks': true,
    'feature.logoutPage': false,
    'feature.unauthorizedRedirectsToLogin': true,
    'feature.dentistFinderOnly': false,
    'eligibility.medical': 'active',
    'eligibility.dental': 'active',
    'eligibility.vision': 'ineligible',
    'eligibility.pharmacy': 'ineligible',
    'group.id': '10001234',
    'group.parentId': null,
    'brand.id': 'main',
    'token.role': 'member',
    'token.staffRole': null,
    'member.age': 40,
    'member.suffix': 0,
    'brand.domainId': 1,
    'group.count': 1,
    programs: [],
    today: '2025-01-15',
    ...overrides,
  };
}

/** Simple stand-ins for src/member/predicates.ts, enough for the shell's tests. */
export const testPredicates: Predicates = {
  settingsAllowed: (f) => f['member.isSubscriber'] || f['member.isAdult'],
  ebillMenuAllowed: (f) => f['ebill.has'] && !f['member.isTermed'] && f['feature.eBillOffered'],
  claimsLabelForNonSubscriber: (f) => !f['member.isSubscriber'],
};

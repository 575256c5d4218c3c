/** Facts for unit tests only (the real ones come from src/member). */
import type { Facts, NamedRules } from './rule-types';

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
    'feature.staffSignInGoesToLoginAs': false,
    'feature.policiesOnlySignInFlow': false,
    'feature.extendedCommunicationPolicy': false,
    'feature.reducedCategories': false,
    'feature.adultDependentSettings': true,
    'eligibility.medical': 'active',
    'eligibility.dental': 'active',
    'eligibility.vision': 'ineligible',
    'eligibility.pharmacy': 'ineligible',
    'group.id': '10001234',
    'group.parentId': null,
    'token.role': 'member',
    'token.staffRole': null,
    'member.age': 40,
    'member.suffix': 0,
    'group.count': 1,
    programs: [],
    today: '2025-01-15',
    ...overrides,
  };
}

/** Named rules like the base manifest's, enough for the shell's tests. */
export const testRules: NamedRules = {
  settingsAllowed: { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] },
  ebillShown: { all: [{ fact: 'feature.eBillOffered' }, { fact: 'ebill.has' }, { fact: 'member.isTermed', is: false }] },
  nonSubscriber: { fact: 'member.isSubscriber', is: false },
};

import { eligibilityCategories } from '@schemas/api/account';
import type { Facts } from '../engine/rules/rule-types';
import { ADULT_AGE, ageOn, categoryStatus } from './eligibility';
import type { MemberContext } from './member-context';
import { staffRoleOf } from './token-claims';

/** Turns the member context into the values the manifest's rules read (schemas/rule.schema.ts). Pure. */
export function buildFacts(context: MemberContext): Facts {
  const member = context.account?.member ?? null;
  const today = context.today;
  const status = (category: (typeof eligibilityCategories)[number]) =>
    member ? categoryStatus(member.eligibility[category], today) : 'ineligible';
  const statuses = eligibilityCategories.map(status);
  const anyActiveOrFuture = statuses.some((s) => s === 'active' || s === 'future');
  const age = member ? ageOn(member.dateOfBirth, today) : null;
  const features = context.brand.features;
  const role = context.claims?.role ?? null;
  const staffRole = staffRoleOf(context.claims);

  return {
    'session.authenticated': context.claims !== null && !context.claims.temporary,
    'member.isSubscriber': member?.memberSuffix === 0,
    'member.isAdult': age !== null && age >= ADULT_AGE,
    'member.isTermed': !anyActiveOrFuture && statuses.includes('termed'),
    'eligibility.anyActiveOrFuture': anyActiveOrFuture,
    'eligibility.any': statuses.some((s) => s !== 'ineligible'),
    'group.hasMultiple': context.groups.length > 1,
    'token.isStaff': staffRole !== null,
    'ebill.has': features.eBillOffered && context.ebill.has,
    'ebill.registered': features.eBillOffered && context.ebill.registered,
    'ebill.showAlert': features.eBillOffered && context.ebill.showAlert,
    'pcp.eligible': context.pcpEligible,
    'idCard.eligible': context.idCardEligible,
    'planManagement.eligibleAndActive': context.planManagementEligibleAndActive,
    'referrals.has': context.hasReferrals,
    'medicareMaterials.available': context.medicareMaterialsAvailable,
    'feature.createAccountLink': features.createAccountLink,
    'feature.forgotLinks': features.forgotLinks,
    'feature.eBillOffered': features.eBillOffered,
    'feature.programs': features.programs,
    'feature.handbooks': features.handbooks,
    'feature.logoutPage': features.logoutPage,
    'feature.unauthorizedRedirectsToLogin': features.unauthorizedRedirectsToLogin,
    'feature.dentistFinderOnly': features.dentistFinderOnly,
    'eligibility.medical': status('medical'),
    'eligibility.dental': status('dental'),
    'eligibility.vision': status('vision'),
    'eligibility.pharmacy': status('pharmacy'),
    'group.id': context.account?.family.groupId ?? null,
    'group.parentId': context.account?.family.parentGroupId ?? null,
    'brand.id': context.brand.id,
    'token.role': role,
    'token.staffRole': staffRole,
    'member.age': age,
    'member.suffix': member?.memberSuffix ?? null,
    'brand.domainId': context.brand.domainId,
    'group.count': context.groups.length,
    programs: context.programs.filter((p) => p.eligible).map((p) => p.id),
    today,
  };
}

import { eligibilityCategories } from '@schemas/api/account';
import { featureSwitchNames, type FeatureSwitch } from '@schemas/features';
import type { Facts } from '../manifest/rule-types';
import { ADULT_AGE, ageOn, categoryStatus } from './eligibility';
import type { MemberContext } from './member-context';
import { isSubscriber } from './subscriber';
import { staffRoleOf } from './token-claims';

function featureFactValues(features: MemberContext['brand']['features']) {
  return Object.fromEntries(featureSwitchNames.map((name) => [`feature.${name}`, features[name]])) as Record<
    `feature.${FeatureSwitch}`,
    boolean
  >;
}

/** Turns the member context into the values the manifest's rules read (schemas/rule.schema.ts). Pure. */
export function buildFacts(context: MemberContext): Facts {
  const member = context.account?.member ?? null;
  const today = context.today;
  const status = (category: (typeof eligibilityCategories)[number]) =>
    member ? categoryStatus(member.eligibility[category], today) : 'ineligible';
  const statuses = eligibilityCategories.map(status);
  const anyActiveOrFuture = statuses.some((s) => s === 'active' || s === 'future');
  const age = member ? ageOn(member.dateOfBirth, today) : null;
  const role = context.claims?.role ?? null;
  const staffRole = staffRoleOf(context.claims);

  return {
    'session.authenticated': context.claims !== null && !context.claims.temporary,
    'member.isSubscriber': isSubscriber(member),
    'member.isAdult': age !== null && age >= ADULT_AGE,
    'member.isTermed': !anyActiveOrFuture && statuses.includes('termed'),
    'eligibility.anyActiveOrFuture': anyActiveOrFuture,
    'eligibility.any': statuses.some((s) => s !== 'ineligible'),
    'group.hasMultiple': context.groups.length > 1,
    'token.isStaff': staffRole !== null,
    // A brand that never offers eBill makes no eBill calls, so these are false there (use-member-facts.ts).
    'ebill.has': context.ebill.has,
    'ebill.registered': context.ebill.registered,
    'ebill.showAlert': context.ebill.showAlert,
    'pcp.eligible': context.pcpEligible,
    'idCard.eligible': context.idCardEligible,
    'planManagement.eligibleAndActive': context.planManagementEligibleAndActive,
    'referrals.has': context.hasReferrals,
    'medicareMaterials.available': context.medicareMaterialsAvailable,
    'eligibility.medical': status('medical'),
    'eligibility.dental': status('dental'),
    'eligibility.vision': status('vision'),
    'eligibility.pharmacy': status('pharmacy'),
    'group.id': context.account?.family.groupId ?? null,
    'group.parentId': context.account?.family.parentGroupId ?? null,
    'token.role': role,
    'token.staffRole': staffRole,
    'member.age': age,
    'member.suffix': member?.memberSuffix ?? null,
    'group.count': context.groups.length,
    ...featureFactValues(context.brand.features),
    programs: context.programs.filter((p) => p.eligible).map((p) => p.id),
    today,
  };
}

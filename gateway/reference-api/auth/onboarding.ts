import type { FromSchema } from 'json-schema-to-ts';
import type { relevantPreferencesSchema } from '../../../schemas/api/onboarding';
import type { Seed } from '../personas/seed';
import type { Account, Member, Preferences, SeedFamily } from '../personas/types';
import type { BrandFeatures } from '../../shared/content-source';
import type { ReferenceState } from '../state';

export type RelevantPreferences = FromSchema<typeof relevantPreferencesSchema>;

/** Where the account's current preferences and policies come from (the demo state over the seed). */
export type OnboardingAnswers = Pick<ReferenceState, 'preferencesOf' | 'registrationPoliciesOf'>;

/** The switches of the account's brand that onboarding reads. */
export type OnboardingFeatures = Pick<BrandFeatures, 'eBillOffered' | 'policiesOnlySignInFlow'>;

/** Which sections of the preferences page apply to a member (GET account/relevant-preferences). */
export function relevantPreferences(
  account: Account,
  family: SeedFamily,
  member: Member,
  features: Pick<OnboardingFeatures, 'eBillOffered'>,
): RelevantPreferences {
  return {
    marketingEmail: true,
    electronicEob: member.memberSuffix === 0,
    medicareMaterials: family.medicareMaterials.length > 0,
    // Spec §7: eBill is never offered on the partner plan.
    ebill: features.eBillOffered && family.ebill.hasEbill,
  };
}

/** The flags a relevant section needs answered. Marketing email is an opt-in: unset is a valid answer. */
export function requiredPreferences(relevant: RelevantPreferences): (keyof Preferences)[] {
  const names: (keyof Preferences)[] = [];
  if (relevant.electronicEob) names.push('electronicEob');
  if (relevant.medicareMaterials) names.push('electronicMedicareMailing');
  if (relevant.ebill) names.push('discontinuePaperStatements', 'emailWhenBillReady', 'emailPaymentReminder');
  return names;
}

/**
 * Whether the preferences page (no email, or a required preference unset) or, in the policies-only sign-in flow
 * (the partner plan), the registration policies page (communication policy unsigned) is still due. Staff roles
 * skip both.
 */
export function needsPreferencesOrPolicies(
  account: Account,
  membership: { family: SeedFamily; member: Member },
  answers: OnboardingAnswers,
  features: OnboardingFeatures,
): boolean {
  if (account.role !== 'member') return false;
  if (features.policiesOnlySignInFlow) return !answers.registrationPoliciesOf(account).isCommunicationPolicySigned;
  const preferences = answers.preferencesOf(account);
  if (!preferences.emailAddress) return true;
  const relevant = relevantPreferences(account, membership.family, membership.member, features);
  return requiredPreferences(relevant).some((name) => preferences[name] === null);
}

/**
 * Whether a login gets a temporary token because the spec's post-login flow (§4) sends it through onboarding
 * pages first: group selection (several groups, one a 360 group), update-preferences (no email, or a relevant
 * preference still unset), or in the policies-only sign-in flow (the partner plan) the registration policies
 * (communication policy unsigned). Staff roles skip all of them.
 */
export function needsOnboarding(account: Account, seed: Seed, answers: OnboardingAnswers, features: OnboardingFeatures): boolean {
  if (account.role !== 'member') return false;
  const memberships = account.memberKeys.map((key) => seed.memberships.get(key));
  if (!features.policiesOnlySignInFlow && memberships.length > 1 && memberships.some((m) => m?.family.group.moda360)) return true;
  const first = memberships[0];
  return !first || needsPreferencesOrPolicies(account, first, answers, features);
}

import { DOMAIN_IDS } from '../personas/accounts';
import type { Seed } from '../personas/seed';
import type { Account, Preferences } from '../personas/types';

/**
 * Whether a login gets a temporary token because the spec's post-login flow (§4) sends it through onboarding
 * pages first: group selection (several groups, one a 360 group), update-preferences (no email, or a relevant
 * preference still unset), or on the partner plan the registration policies (communication policy unsigned).
 * Staff roles skip all of them.
 */
export function needsOnboarding(account: Account, seed: Seed): boolean {
  if (account.role !== 'member') return false;
  if (account.domainId === DOMAIN_IDS.partner) return !account.registrationPolicies.isCommunicationPolicySigned;

  const memberships = account.memberKeys.map((key) => seed.memberships.get(key));
  if (memberships.length > 1 && memberships.some((m) => m?.family.group.moda360)) return true;

  const first = memberships[0];
  if (!first || account.preferences.emailAddress === null) return true;
  const relevant: (keyof Preferences)[] = [];
  if (first.member.memberSuffix === 0) relevant.push('electronicEob');
  if (first.family.medicareMaterials.length > 0) relevant.push('electronicMedicareMailing');
  if (first.family.ebill.hasEbill) relevant.push('discontinuePaperStatements', 'emailWhenBillReady', 'emailPaymentReminder');
  return relevant.some((name) => account.preferences[name] === null);
}

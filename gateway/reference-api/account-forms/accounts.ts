import type { Seed } from '../personas/seed';
import type { Account, Member, Preferences, SeedFamily } from '../personas/types';
import type { Identity } from './field-checks';

/* Finding and creating logins for the account forms. `seed.accounts` already includes this scope's changes. */

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The brand a family's members log in on: the domain of any login one of them has. */
function familyDomain(seed: Seed, family: SeedFamily): number | null {
  const keys = new Set(family.members.map((m) => m.memberKey));
  for (const account of seed.accounts.values()) {
    if (account.memberKeys.some((key) => keys.has(key))) return account.domainId;
  }
  return null;
}

const hasLogin = (seed: Seed, memberKey: string) =>
  [...seed.accounts.values()].some((account) => account.memberKeys.includes(memberKey));

/** The member of this brand with these details who has no login yet, or null (unknown and registered alike). */
export function unregisteredMember(seed: Seed, identity: Identity, domainId: number): { family: SeedFamily; member: Member } | null {
  for (const membership of seed.memberships.values()) {
    const { family, member } = membership;
    const matches =
      same(family.family.subscriberId, identity.subscriberId) &&
      same(member.firstName, identity.firstName) &&
      same(member.lastName, identity.lastName) &&
      member.dateOfBirth === identity.dateOfBirth;
    if (matches && familyDomain(seed, family) === domainId && !hasLogin(seed, member.memberKey)) return membership;
  }
  return null;
}

/**
 * A new login: active, the given email on file and every preference answered (eEOB consented, the spec's default),
 * so the first login goes straight on. In the policies-only sign-in flow (the partner plan) the communication
 * policy still has to be signed.
 */
export function newAccount(init: {
  username: string;
  passwordHash: string;
  email: string;
  brand: { id: string; domainId: number; policiesOnlySignInFlow: boolean };
  member: Member;
  securityQuestionIds: number[];
}): Account {
  const preferences: Preferences = {
    emailAddress: init.email,
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
  const subscriber = init.member.memberSuffix === 0;
  return {
    username: init.username,
    brandId: init.brand.id,
    domainId: init.brand.domainId,
    memberKeys: [init.member.memberKey],
    role: 'member',
    accountStatus: 'ACT',
    passwordHash: init.passwordHash,
    preferences,
    registrationPolicies: {
      isCommunicationPolicySigned: !init.brand.policiesOnlySignInFlow,
      isEeobPreferenceConsented: subscriber ? true : null,
    },
    securityQuestionIds: init.securityQuestionIds,
  };
}

/** A login that may sign in on this brand (disabled accounts are treated as unknown). */
export function activeAccount(seed: Seed, username: string, domainId: number): Account | null {
  const account = seed.accounts.get(username.trim().toLowerCase());
  return account && account.domainId === domainId && account.accountStatus !== 'DIS' ? account : null;
}

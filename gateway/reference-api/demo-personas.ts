import { eligibilityCategories } from '../../schemas/api/account';
import type { DemoPersona } from '../../schemas/api/demo';
import { categoryStatus } from '../../src/member/eligibility';
import { signInClaims } from './auth/sign-in-claims';
import type { NewTokenClaims } from './auth/token';
import type { Seed } from './personas/seed';
import type { Account } from './personas/types';

/*
 * The personas a studio previews as (demo mode only): the seeded demo accounts of a brand's domain, described from
 * their data. Only those: `demoSeed` is the seed as built (buildSeed), never the run-time directory
 * (withAccountChanges), where a registration adds a real person's login. The studio never sees a real member.
 */

/** The seeded personas of a domain, in the seed's order. */
export function personasOf(demoSeed: Seed, domainId: number | undefined): Account[] {
  return [...demoSeed.accounts.values()].filter((account) => account.domainId === domainId);
}

const accountStatusWords: Record<string, string> = {
  ACT: '',
  INI: 'first sign-in: must change the password',
  FRC: 'must change the password',
  DIS: 'account disabled: cannot sign in',
};

/** A persona as the studio lists it, read from the seed (never a second hand-written list). */
export function summarizePersona(seed: Seed, account: Account, today: string): DemoPersona {
  const member = seed.memberships.get(account.memberKeys[0] ?? '')?.member;
  const shows: string[] = [];
  if (member) shows.push(member.memberSuffix === 0 ? 'subscriber' : `dependent (suffix ${member.memberSuffix})`);
  const status = accountStatusWords[account.accountStatus];
  if (status) shows.push(status);
  if (account.role !== 'member') shows.push(`staff role ${account.role}`);
  if (account.memberKeys.length > 1) shows.push(`${account.memberKeys.length} groups`);
  if (member) {
    const coverage = eligibilityCategories
      .map((category) => [category, categoryStatus(member.eligibility[category], today)] as const)
      .filter(([, s]) => s !== 'ineligible')
      .map(([category, s]) => `${category} ${s}`);
    shows.push(coverage.length > 0 ? coverage.join(', ') : 'no coverage');
  }
  const name = member ? `${member.firstName} ${member.lastName}` : account.username;
  return { username: account.username, name, shows };
}

/**
 * A persona's preview claims: its own sign-in's, read-only (`preview`, auth/preview-access.ts) and carrying the
 * studio session's binding, which the server holds against that session's cookie on every call.
 */
export function previewClaims(seed: Seed, account: Account, binding: string): NewTokenClaims {
  return { ...signInClaims(account, seed, false), preview: binding };
}

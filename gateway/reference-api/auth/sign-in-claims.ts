import type { Seed } from '../personas/seed';
import type { Account } from '../personas/types';
import { newSessionId, type NewTokenClaims } from './token';

/**
 * The claims of a new session for a login, as its own sign-in makes them: its first member and that member's group,
 * no staff role behind it. `temporary` while onboarding steps remain.
 */
export function signInClaims(account: Account, seed: Seed, temporary: boolean): NewTokenClaims {
  const memberKey = account.memberKeys[0] as string;
  return {
    sid: newSessionId(),
    sub: account.username,
    memberKey,
    domainId: account.domainId,
    role: account.role,
    issuedByRole: null,
    groupId: seed.memberships.get(memberKey)?.family.family.groupId ?? '',
    temporary,
  };
}

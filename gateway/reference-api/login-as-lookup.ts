import type { FromSchema } from 'json-schema-to-ts';
import type { loginAsRequestSchema } from '../../schemas/api/login-as';
import type { TokenClaims } from './auth/token';
import { membershipsOf, type Membership } from './member-groups';
import type { Seed } from './personas/seed';
import type { Account } from './personas/types';

export type LoginAsRequest = FromSchema<typeof loginAsRequestSchema>;

export interface LoginAsTarget extends Membership {
  account: Account;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The member a staff user logs in as: on the request's domain, by subscriber ID; the subscriber (suffix 0)
 * unless first name, last name and date of birth name another member of the family. Only members with an
 * online account can be logged in as (the session is that account's). logInAsNonEmp never finds a member of
 * the insurer's own employee plan.
 */
export function findLoginAsTarget(seed: Seed, request: LoginAsRequest, staffRole: TokenClaims['role']): LoginAsTarget | null {
  const { subscriberId, firstName, lastName, dateOfBirth } = request;
  const specific = firstName !== undefined && lastName !== undefined && dateOfBirth !== undefined;
  for (const account of seed.accounts.values()) {
    if (account.domainId !== request.domainId) continue;
    for (const membership of membershipsOf(seed, account)) {
      const { family, member } = membership;
      if (!same(family.family.subscriberId, subscriberId)) continue;
      if (staffRole === 'logInAsNonEmp' && family.insurerEmployees) continue;
      const matches = specific
        ? same(member.firstName, firstName) && same(member.lastName, lastName) && member.dateOfBirth === dateOfBirth
        : member.memberSuffix === 0;
      if (matches) return { account, ...membership };
    }
  }
  return null;
}

import { createCalendar } from './dates';
import { seedAccounts } from './accounts';
import { familyAddresses, type Address } from './addresses';
import { mainFamilies } from './main-families';
import { fifthBrandFamilies, hospitalFamilies, partnerFamilies, regionalFamilies } from './other-brand-families';
import { subscriberFamily } from './subscriber-family';
import type { Account, Member, SeedFamily } from './types';

/** Every persona, with dates computed from the gateway's start day. Read-only: mutable state lives in state.ts. */
export interface Seed {
  today: string;
  accounts: ReadonlyMap<string, Account>;
  /** memberKey → the member and their family. */
  memberships: ReadonlyMap<string, { family: SeedFamily; member: Member }>;
  /** subscriber's member key → the family's mailing address (every family has one). */
  addresses: ReadonlyMap<string, Address>;
}

export function buildSeed(now: Date): Seed {
  const cal = createCalendar(now);
  const families = [
    subscriberFamily(cal),
    ...mainFamilies(cal),
    ...regionalFamilies(cal),
    ...partnerFamilies(cal),
    ...hospitalFamilies(cal),
    ...fifthBrandFamilies(cal),
  ];
  const memberships = new Map<string, { family: SeedFamily; member: Member }>();
  const addresses = familyAddresses();
  for (const family of families) {
    if (!addresses.has(family.family.subscriberKey)) throw new Error(`Family ${family.family.subscriberKey} has no address`);
    for (const member of family.members) {
      if (memberships.has(member.memberKey)) throw new Error(`Member key ${member.memberKey} is used twice`);
      memberships.set(member.memberKey, { family, member });
    }
  }
  const accounts = new Map<string, Account>();
  for (const account of seedAccounts()) {
    if (accounts.has(account.username)) throw new Error(`Username ${account.username} is used twice`);
    for (const key of account.memberKeys) {
      if (!memberships.has(key)) throw new Error(`Account ${account.username} names unknown member key ${key}`);
    }
    accounts.set(account.username, account);
  }
  return { today: cal.today, accounts, memberships, addresses };
}

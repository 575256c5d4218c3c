import { isSubscriber } from '../../src/member/subscriber';
import type { Seed } from './personas/seed';
import type { Account, Member, SeedFamily } from './personas/types';

/** The signed-in person as the calls see them: their account, their family and whom they may see in it. */
export interface MemberView {
  account: Account;
  family: SeedFamily;
  member: Member;
  /** A subscriber sees the whole family; a dependent sees only themself. */
  visible: Member[];
}

export { isSubscriber };

export function memberView(seed: Seed, username: string, memberKey: string): MemberView | null {
  const account = seed.accounts.get(username);
  const membership = seed.memberships.get(memberKey);
  if (!account || !membership || !account.memberKeys.includes(memberKey)) return null;
  const { family, member } = membership;
  return { account, family, member, visible: isSubscriber(member) ? family.members : [member] };
}

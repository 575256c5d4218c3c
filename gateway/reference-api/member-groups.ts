import type { FromSchema } from 'json-schema-to-ts';
import { eligibilityCategories } from '../../schemas/api/account';
import type { groupDetailResponseSchema } from '../../schemas/api/group-selection';
import { eligibilityStatus, selectEligibility } from '../../src/member/eligibility';
import type { Seed } from './personas/seed';
import type { Account, Eligibility, Group, Member, SeedFamily } from './personas/types';

export type GroupDetail = FromSchema<typeof groupDetailResponseSchema>;
type CategoryPlan = GroupDetail['medical'];

export interface Membership {
  memberKey: string;
  family: SeedFamily;
  member: Member;
}

/** The account's group plans: one membership (member key) per group. */
export function membershipsOf(seed: Seed, account: Account): Membership[] {
  return account.memberKeys.flatMap((memberKey) => {
    const membership = seed.memberships.get(memberKey);
    return membership ? [{ memberKey, ...membership }] : [];
  });
}

/** The latest termination date of a member's plans, or null while any plan has no end. */
function planTermination(member: Member): string | null {
  const records = eligibilityCategories.flatMap((category) => member.eligibility[category]);
  if (records.length === 0 || records.some((r) => r.terminationDate === null)) return null;
  return records.map((r) => r.terminationDate as string).sort().at(-1) ?? null;
}

/** Spec §3 Group, as GET groups answers it. */
export function groupOf({ memberKey, family, member }: Membership, today: string): Group {
  const planTerminationDate = planTermination(member);
  return {
    groupId: family.family.groupId,
    groupName: family.family.groupName ?? '',
    memberKey,
    moda360: family.group.moda360,
    planEffectiveDate: family.family.effectiveDate,
    planTerminationDate,
    inactive: planTerminationDate !== null && planTerminationDate <= today,
  };
}

const planStatus = { active: 'ACTIVE', future: 'FUTURE', termed: 'TERMED' } as const;

/** The plan of one category: the record spec §4's selection precedence picks, or null without one. */
function categoryPlan(records: readonly Eligibility[], today: string): CategoryPlan {
  const record = selectEligibility(records, today);
  if (!record) return null;
  const status = eligibilityStatus(record, today);
  if (status === 'ineligible') return null;
  return { planStatus: planStatus[status], planEffectiveDate: record.effectiveDate, planTerminationDate: record.terminationDate };
}

/** Spec §3 Group detail: the group's coverage dates and each category's plan status. */
export function groupDetailOf(membership: Membership, today: string): GroupDetail {
  const group = groupOf(membership, today);
  const { eligibility } = membership.member;
  return {
    groupEffectiveDate: group.planEffectiveDate,
    groupTerminationDate: group.planTerminationDate,
    medical: categoryPlan(eligibility.medical, today),
    dental: categoryPlan(eligibility.dental, today),
    vision: categoryPlan(eligibility.vision, today),
    pharmacy: categoryPlan(eligibility.pharmacy, today),
  };
}

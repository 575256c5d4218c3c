import type { FactName } from '../manifest/rule-types';

/**
 * Which facts each member call (src/member/queries.ts) decides. When a call fails, its facts are undecided: a tile
 * whose rule turns on one shows that it could not load, with 'Try again'; a menu item stays hidden (decideRule).
 * The account's facts have no entry: its failure is the home load failure of spec §8 (the error page).
 */
export const factsOfCall = {
  groups: ['group.hasMultiple', 'group.count'],
  programs: ['programs'],
  hasEbill: ['ebill.has'],
  ebillRegistered: ['ebill.registered'],
  showEbillAlert: ['ebill.showAlert'],
  pcpEligibility: ['pcp.eligible'],
  hasReferrals: ['referrals.has'],
  medicareMaterials: ['medicareMaterials.available'],
  idCardEligible: ['idCard.eligible'],
  planManagement: ['planManagement.eligibleAndActive'],
} as const satisfies Record<string, readonly FactName[]>;

export type FactCall = keyof typeof factsOfCall;

/** The facts the failed calls leave undecided. Pure. */
export function undecidedFacts(failed: readonly FactCall[]): ReadonlySet<FactName> {
  return new Set(failed.flatMap((call) => factsOfCall[call]));
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { memberCallPaths } from '../api/member-call-paths';
import { memberKeys } from './member-keys';

/*
 * The member calls a signed-in page makes first (useMemberCalls in queries.ts: the member facts). The gateway
 * inlines their answers into a signed-in page (gateway/first-responses.ts) and the app seeds its query cache with
 * them before the first render, so the page renders with the member's facts in its first frame.
 */

const firstRound: readonly { path: string; key: QueryKey; ebill?: true }[] = [
  { path: memberCallPaths.account, key: memberKeys.account },
  { path: memberCallPaths.groups, key: memberKeys.groups },
  { path: memberCallPaths.programs, key: memberKeys.programs },
  { path: memberCallPaths.hasEbill, key: memberKeys.hasEbill, ebill: true },
  { path: memberCallPaths.ebillRegistered, key: memberKeys.ebillRegistered, ebill: true },
  { path: memberCallPaths.showEbillAlert, key: memberKeys.showEbillAlert, ebill: true },
  { path: memberCallPaths.pcpEligibility, key: memberKeys.pcpEligibility },
  { path: memberCallPaths.hasReferrals, key: memberKeys.hasReferrals },
  { path: memberCallPaths.medicareMaterials, key: memberKeys.medicareMaterials },
  { path: memberCallPaths.idCardEligible, key: memberKeys.idCardEligible },
  { path: memberCallPaths.planManagement, key: memberKeys.planManagement },
];

/** The paths of the first round: the eBill calls only where the brand offers eBill (spec §7). */
export function firstRoundCallPaths(features: { eBillOffered: boolean }): string[] {
  return firstRound.filter((call) => features.eBillOffered || !call.ebill).map((call) => call.path);
}

/** Seeds the cache with the inlined answers (by path); a path without an answer is called as usual. */
export function seedFirstRound(queryClient: QueryClient, responses: Record<string, unknown>): void {
  for (const { path, key } of firstRound) {
    if (Object.hasOwn(responses, path)) queryClient.setQueryData(key, responses[path]);
  }
}

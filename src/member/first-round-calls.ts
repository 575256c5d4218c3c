import type { QueryClient } from '@tanstack/react-query';
import { callKey } from '../api/call-query';
import type { Call } from '../api/call-types';
import { getAccount } from '../api/generated/endpoints/member';
import { factCalls, factCallsMade } from './member-calls';

/*
 * The member calls a signed-in page makes first (useMemberCalls in queries.ts: the member facts). The gateway
 * inlines their answers into a signed-in page (gateway/first-responses.ts) and the app seeds its query cache with
 * them before the first render, so the page renders with the member's facts in its first frame. Answers are keyed by
 * the call's path below /api, without its leading slash ('account', 'pcp/eligibility').
 */

const pathOf = (call: Call) => call.path.slice(1);

/** The paths of the first round: the eBill calls only where the brand offers eBill (spec §7). */
export function firstRoundCallPaths(features: { eBillOffered: boolean }): string[] {
  return [getAccount, ...factCallsMade(features).map((name) => factCalls[name])].map(pathOf);
}

/** Seeds the cache with the inlined answers (by path); a path without an answer is called as usual. */
export function seedFirstRound(queryClient: QueryClient, responses: Record<string, unknown>): void {
  for (const call of [getAccount, ...Object.values(factCalls)]) {
    const path = pathOf(call);
    if (Object.hasOwn(responses, path)) queryClient.setQueryData(callKey(call), responses[path]);
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { keyOfCallNamed } from '../api/call-query';
import type { Call } from '../api/call-types';
import { getAccount } from '../api/generated/endpoints/member';
import { factCalls, factCallsMade } from './member-calls';

/*
 * The calls a signed-in page makes first: the member calls every one makes (useMemberCalls in queries.ts: the member
 * facts), and the page's own declared `firstData`. The gateway inlines their answers into the page
 * (gateway/first-responses.ts) and the app seeds its query cache with them before the first render, so the page
 * renders with them in its first frame. Each is made without arguments; answers are keyed by the call's name.
 */

/** The first round: the eBill calls only where the brand offers eBill (spec §7). */
export function firstRoundCalls(features: { eBillOffered: boolean }): Call[] {
  return [getAccount, ...factCallsMade(features).map((name) => factCalls[name])];
}

/** Seeds the cache with the inlined answers (by call name); a call without an answer is made as usual. */
export function seedFirstResponses(queryClient: QueryClient, responses: Record<string, unknown>): void {
  for (const [name, answer] of Object.entries(responses)) queryClient.setQueryData(keyOfCallNamed(name), answer);
}

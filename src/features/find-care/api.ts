import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import type { AnswerOfCall } from '../../api/call-types';
import { getPcpMembers } from '../../api/generated/endpoints/pcp';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The calls of primary care selection (spec §7). */

export type PcpMembers = AnswerOfCall<typeof getPcpMembers>;

/** Each visible member's primary care eligibility and current selection; the tile shows its own error state. */
export const pcpMembersQuery = queryOptions(callQuery(getPcpMembers));

export function usePcpMembers() {
  return useQuery(pcpMembersQuery);
}

/** Starts the primary care tile's call before it renders (see src/member/tile-prefetch.ts). */
export function prefetchPcpMembers({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(pcpMembersQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { pcpMembersResponseSchema } from '@schemas/api/pcp';
import { apiRequest } from '../../api/client';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The calls of primary care selection (spec §7). */

export type PcpMembers = FromSchema<typeof pcpMembersResponseSchema>;

export const findCareKeys = {
  pcpMembers: ['pcp', 'members'] as const,
};

export const getPcpMembers = () => apiRequest('pcp/members', { response: 'pcpMembers' });

/** Each visible member's primary care eligibility and current selection; the tile shows its own error state. */
export const pcpMembersQuery = queryOptions({
  queryKey: findCareKeys.pcpMembers,
  queryFn: getPcpMembers,
  meta: { handlesErrors: true },
});

export function usePcpMembers() {
  return useQuery(pcpMembersQuery);
}

/** Starts the primary care tile's call before it renders (see src/member/tile-prefetch.ts). */
export function prefetchPcpMembers({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(pcpMembersQuery);
}

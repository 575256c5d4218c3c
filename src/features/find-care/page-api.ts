import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { toIsoDate, useClock } from '../../engine/clock';
import { isApiError } from '../../api/api-error';
import { callQuery } from '../../api/call-query';
import { callApi } from '../../api/client';
import { getCityOfPortlandDueDate, getProvider, postPcpSelection, postProviderSearch } from '../../api/generated/endpoints/pcp';
import { pcpMembersQuery } from './api';
import { memberOfSuffix, providerView, routeSuffix, searchRequest, type PcpMember, type SearchCriteria, type SelectBody } from './page-rules';

/* The primary care pages' calls (spec §7 pcp/*), apart from the home tile's chunk. Each section shows its own errors. */

const NOT_FOUND = 404;

/** GET pcp/city-of-portland (text): the family's due date, empty when there is none. */
export const dueDateQuery = queryOptions(callQuery(getCityOfPortlandDueDate));

/**
 * GET pcp/provider?providerId: the member's current provider in full; spec §8: a 404 falls back to the name-only
 * provider of pcp/members, or null (no retry of a 404: the directory has none).
 */
export function useCurrentProvider(member: PcpMember | null) {
  const providerId = member?.currentPcp?.providerId ?? '';
  const call = callQuery(getProvider, { query: { providerId } });
  return useQuery({
    queryKey: call.queryKey,
    queryFn: async (context) => {
      try {
        const found = await call.queryFn(context);
        return providerView(member?.currentPcp ?? null, { found });
      } catch (error) {
        if (isApiError(error) && error.status === NOT_FOUND) return providerView(member?.currentPcp ?? null, 'notFound');
        throw error;
      }
    },
    enabled: providerId !== '',
  });
}

/** POST pcp/search?page&size for one member: one page of providers; the page shown stays while the next loads. */
export function useProviderSearch(criteria: SearchCriteria | null, memberKey: string) {
  return useQuery({
    queryKey: ['pcp', 'search', memberKey, criteria] as const,
    queryFn: ({ signal }) => callApi(postProviderSearch, { ...searchRequest(criteria!, memberKey), signal }),
    enabled: criteria !== null && memberKey !== '',
    placeholderData: keepPreviousData,
  });
}

/** POST pcp/select (text: the gateway's confirmation); on success pcp/members is fetched again for the tile and pages. */
export function useSelectPcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectBody) => callApi(postPcpSelection, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pcpMembersQuery.queryKey }),
  });
}

export { pcpMembersQuery };

export type RouteMember =
  | { state: 'notFound' }
  | { state: 'loading'; query: UseQueryResult<PcpMember[]> }
  | { state: 'ready'; member: PcpMember; members: PcpMember[]; today: string };

/**
 * The member of the route's `:suffix` among those pcp/members answers (the signed-in person's family, or a dependent
 * alone): `notFound` for a suffix that names no one of them, `loading` (or failed) while the call has not answered.
 */
export function useRouteMember(): RouteMember {
  const today = toIsoDate(useClock()());
  const suffix = routeSuffix(useParams().suffix);
  const query = useQuery(pcpMembersQuery);
  if (suffix === null) return { state: 'notFound' };
  if (!query.isSuccess) return { state: 'loading', query };
  const member = memberOfSuffix(query.data, suffix);
  return member ? { state: 'ready', member, members: query.data, today } : { state: 'notFound' };
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { toIsoDate, useClock } from '../../engine/clock';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { pcpMembersQuery } from './api';
import { memberOfSuffix, providerView, routeSuffix, searchRequest, type PcpMember, type SearchCriteria, type SelectBody } from './page-rules';

/* The primary care pages' calls (spec §7 pcp/*), apart from the home tile's chunk. Each section shows its own errors. */

export const handlesErrors = { meta: { handlesErrors: true } } as const;

const NOT_FOUND = 404;

/** GET pcp/city-of-portland (text): the family's due date, empty when there is none. */
export const dueDateQuery = queryOptions({
  queryKey: ['pcp', 'city-of-portland'] as const,
  queryFn: () => apiRequest('pcp/city-of-portland', { response: 'cityOfPortlandDueDate', responseType: 'text' }),
  ...handlesErrors,
});

/**
 * GET pcp/provider?providerId: the member's current provider in full; spec §8: a 404 falls back to the name-only
 * provider of pcp/members, or null (no retry of a 404: the directory has none).
 */
export function useCurrentProvider(member: PcpMember | null) {
  const providerId = member?.currentPcp?.providerId ?? '';
  return useQuery({
    queryKey: ['pcp', 'provider', providerId] as const,
    queryFn: async () => {
      try {
        const found = await apiRequest(`pcp/provider?${new URLSearchParams({ providerId })}`, { response: 'provider' });
        return providerView(member?.currentPcp ?? null, { found });
      } catch (error) {
        if (isApiError(error) && error.status === NOT_FOUND) return providerView(member?.currentPcp ?? null, 'notFound');
        throw error;
      }
    },
    enabled: providerId !== '',
    ...handlesErrors,
  });
}

/** POST pcp/search?page&size for one member: one page of providers; the page shown stays while the next loads. */
export function useProviderSearch(criteria: SearchCriteria | null, memberKey: string) {
  return useQuery({
    queryKey: ['pcp', 'search', memberKey, criteria] as const,
    queryFn: () => {
      const { query, body } = searchRequest(criteria!, memberKey);
      return apiRequest(`pcp/search?${query}`, { method: 'POST', body, response: 'pagedProviders' });
    },
    enabled: criteria !== null && memberKey !== '',
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
}

/** POST pcp/select (text: the gateway's confirmation); on success pcp/members is fetched again for the tile and pages. */
export function useSelectPcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectBody) => apiRequest('pcp/select', { method: 'POST', body, response: 'pcpSelected', responseType: 'text' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pcpMembersQuery.queryKey }),
    ...handlesErrors,
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

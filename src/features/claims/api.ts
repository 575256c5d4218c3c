import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { reportToGlobalHandler } from '../../api/error-channel';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import type { ClaimType } from './api-types';
import { eobDestination, recentClaimsQuery, recentClaimTypes, type ClaimsPageQuery } from './rules';

/* The claims and EOB calls of spec §7 and their query hooks. */

export const claimsKeys = {
  page: (type: ClaimType, query: ClaimsPageQuery) => ['claims', type, query] as const,
  eobsOfClaim: (claimId: string) => ['v2/eobs', { claimId }] as const,
};

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();

export const getClaims = (type: ClaimType, query: ClaimsPageQuery) =>
  apiRequest(`claims/${type}?${search({ ...query })}`, { response: 'pagedClaims' });
export const getEobsOfClaim = (claimId: string) => apiRequest(`v2/eobs?${search({ claimId })}`, { response: 'pagedEobs' });

/** The tile shows its own error state instead of the error page (spec §8: claims calls are handled locally). */
const tileOwnsErrors = { meta: { handlesErrors: true } };

/** One page of a claim type's claims. */
export const claimsPageQuery = (type: ClaimType, query: ClaimsPageQuery) =>
  queryOptions({ queryKey: claimsKeys.page(type, query), queryFn: () => getClaims(type, query), ...tileOwnsErrors });

/** The EOBs of a claim, cached per claim for the session. */
export const eobsOfClaimQuery = (claimId: string) =>
  queryOptions({ queryKey: claimsKeys.eobsOfClaim(claimId), queryFn: () => getEobsOfClaim(claimId), ...tileOwnsErrors });

/** The recent claims card's two calls, medical and dental (spec §9), for `today` (yyyy-mm-dd). */
function recentClaimsQueries(today: string) {
  const query = recentClaimsQuery(today);
  return recentClaimTypes.map((type) => claimsPageQuery(type, query));
}

/** Starts the card's calls before it renders (see src/member/tile-prefetch.ts). */
export function prefetchRecentClaims({ queryClient, today }: TilePrefetchContext): void {
  for (const query of recentClaimsQueries(today)) void queryClient.prefetchQuery(query);
}

/** The recent claims card's two calls, in parallel. */
export function useRecentClaimsCalls(today: string, enabled = true) {
  return useQueries({
    queries: recentClaimsQueries(today).map((query) => ({ ...query, enabled })),
    combine: ([medical, dental]) => ({
      medical: medical?.data?.data,
      dental: dental?.data?.data,
      isPending: Boolean(medical?.isPending || dental?.isPending),
      isError: Boolean(medical?.isError || dental?.isError),
      isRetrying: Boolean(medical?.isFetching || dental?.isFetching),
      /** Calls again only what failed. */
      retry: () => {
        if (medical?.isError) void medical.refetch();
        if (dental?.isError) void dental.refetch();
      },
    }),
  });
}

const asApiError = (error: unknown, url: string) =>
  isApiError(error) ? error : new ApiError({ status: 500, url, method: 'GET', message: 'The EOB could not be read.' });

/**
 * The EOB button (spec §2): reads the claim's EOB (cached per claim for the session) and goes to /eobs/{documentId};
 * with no document, or when the call fails, the error page for the status (404 when there is no document).
 */
export function useOpenEob() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...tileOwnsErrors,
    mutationFn: (claimId: string) => queryClient.fetchQuery(eobsOfClaimQuery(claimId)),
    onSuccess: (eobs, claimId) => {
      const destination = eobDestination(eobs);
      if (destination.kind === 'eob') {
        void navigate(destination.path);
        return;
      }
      reportToGlobalHandler(
        new ApiError({ status: 404, url: `/api/v2/eobs?${search({ claimId })}`, method: 'GET', message: 'The claim has no EOB document.' }),
      );
    },
    onError: (error, claimId) => reportToGlobalHandler(asApiError(error, `/api/v2/eobs?${search({ claimId })}`)),
  });
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, isApiError } from '../../api/api-error';
import { callQuery } from '../../api/call-query';
import { urlOf } from '../../api/client';
import { reportToGlobalHandler } from '../../api/error-channel';
import { getClaims } from '../../api/generated/endpoints/claims';
import { getEobs } from '../../api/generated/endpoints/eobs';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import type { ClaimType } from './api-types';
import { eobDestination, recentClaimsQuery, recentClaimTypes, type ClaimsPageQuery } from './rules';

/* The claims and EOB calls of spec §7 and their query hooks; spec §8: handled where they are made (`exempt`). */

/** One page of a claim type's claims. */
export const claimsPageQuery = (type: ClaimType, query: ClaimsPageQuery) => queryOptions(callQuery(getClaims, { params: { type }, query }));

/** The EOBs of a claim, cached per claim for the session. */
export const eobsOfClaimQuery = (claimId: string) => queryOptions(callQuery(getEobs, { query: { claimId } }));

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
  const query = recentClaimsQuery(today);
  const medical = useQuery({ ...claimsPageQuery(recentClaimTypes[0], query), enabled });
  const dental = useQuery({ ...claimsPageQuery(recentClaimTypes[1], query), enabled });
  return {
    medical: medical.data?.data,
    dental: dental.data?.data,
    isPending: medical.isPending || dental.isPending,
    isError: medical.isError || dental.isError,
    isRetrying: medical.isFetching || dental.isFetching,
    /** Calls again only what failed. */
    retry: () => {
      if (medical.isError) void medical.refetch();
      if (dental.isError) void dental.refetch();
    },
  };
}

const asApiError = (error: unknown, url: string) =>
  isApiError(error) ? error : new ApiError({ status: 500, url, method: 'GET', message: 'The EOB could not be read.' });
const eobsOfClaimUrl = (claimId: string) => urlOf(getEobs, { query: { claimId } });

/**
 * The EOB button (spec §2): reads the claim's EOB (cached per claim for the session) and goes to /eobs/{documentId};
 * with no document, or when the call fails, the error page for the status (404 when there is no document).
 */
export function useOpenEob() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = useCallback(
    (claimId: string) => {
      setOpening(true);
      queryClient
        .fetchQuery(eobsOfClaimQuery(claimId))
        .then(
          (eobs) => {
            const destination = eobDestination(eobs);
            if (destination.kind === 'eob') {
              void navigate(destination.path);
              return;
            }
            reportToGlobalHandler(
              new ApiError({ status: 404, url: eobsOfClaimUrl(claimId), method: 'GET', message: 'The claim has no EOB document.' }),
            );
          },
          (error: unknown) => reportToGlobalHandler(asApiError(error, eobsOfClaimUrl(claimId))),
        )
        .finally(() => setOpening(false));
    },
    [queryClient, navigate],
  );
  return { open, opening };
}

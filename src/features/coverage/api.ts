import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { callQuery } from '../../api/call-query';
import { callApi } from '../../api/client';
import { getMedicareMaterials, getPlanDocuments, getReferrals, getReferralsMetadata } from '../../api/generated/endpoints/coverage';
import { outlineOfCoverageQuery } from '../../member/outline-of-coverage';
import { medicareMaterialsFailure, referralsQuery, type ReferralFilters } from './rules';

/* The calls of the referrals and coverage documents pages (spec §7) and their query hooks. The sections show their
 * own error state with 'Try again' instead of the global error page (declared `screen`). */

/** One page of referrals; the page shown stays while the next loads (no jump). */
export function useReferrals(filters: ReferralFilters, page: number) {
  return useQuery({ ...callQuery(getReferrals, { query: referralsQuery(filters, page) }), placeholderData: keepPreviousData });
}

/** The filter options (for one member when one is chosen). */
export function useReferralsMetadata(memberKey: string) {
  return useQuery({
    ...callQuery(getReferralsMetadata, memberKey ? { query: { memberKey } } : {}),
    placeholderData: keepPreviousData,
  });
}

export const planDocumentsQuery = queryOptions(callQuery(getPlanDocuments));

export function usePlanDocuments() {
  return useQuery(planDocumentsQuery);
}

export function useOutlineOfCoverage() {
  return useQuery(outlineOfCoverageQuery);
}

/**
 * GET medicare-materials, a call spec §8 leaves to its screen: a 403 is an empty list (spec §6); any other failure
 * leaves the query failed, which is the error page with its status (the page's `pageData`, coverage.pages.ts).
 */
export const medicareMaterialsListQuery = queryOptions({
  queryKey: callQuery(getMedicareMaterials).queryKey,
  queryFn: async ({ signal }) => {
    try {
      return await callApi(getMedicareMaterials, { signal });
    } catch (error) {
      if (isApiError(error) && medicareMaterialsFailure(error.status) === 'emptyList') return [];
      throw error;
    }
  },
});

export function useMedicareMaterials() {
  return useQuery(medicareMaterialsListQuery);
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { reportToGlobalHandler } from '../../api/error-channel';
import { outlineOfCoverageQuery } from '../../member/outline-of-coverage';
import { medicareMaterialsFailure, referralsQuery, type ReferralFilters } from './rules';

/* The calls of the referrals and coverage documents pages (spec §7) and their query hooks. */

/** The sections show their own error state with 'Try again' instead of the global error page. */
const handlesErrors = { meta: { handlesErrors: true } };

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const getReferrals = (filters: ReferralFilters, page: number) =>
  apiRequest(`referrals?${search(referralsQuery(filters, page))}`, { response: 'pagedReferrals' });
export const getReferralsMetadata = (memberKey: string) =>
  apiRequest(memberKey ? `referrals/metadata?${search({ memberKey })}` : 'referrals/metadata', { response: 'referralsMetadata' });
export const getPlanDocuments = () => apiRequest('plan-documents', { response: 'planDocuments' });
export const getMedicareMaterials = () => apiRequest('medicare-materials', { response: 'medicareMaterials' });

/** One page of referrals; the page shown stays while the next loads (no jump). */
export function useReferrals(filters: ReferralFilters, page: number) {
  return useQuery({
    queryKey: ['referrals', filters, page] as const,
    queryFn: () => getReferrals(filters, page),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
}

/** The filter options (for one member when one is chosen). */
export function useReferralsMetadata(memberKey: string) {
  return useQuery({
    queryKey: ['referrals/metadata', memberKey] as const,
    queryFn: () => getReferralsMetadata(memberKey),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
}

export const planDocumentsQuery = queryOptions({ queryKey: ['plan-documents'] as const, queryFn: getPlanDocuments, ...handlesErrors });

export function usePlanDocuments() {
  return useQuery(planDocumentsQuery);
}

export function useOutlineOfCoverage() {
  return useQuery(outlineOfCoverageQuery);
}

/**
 * GET medicare-materials, a call spec §8 leaves to its screen: a 403 is an empty list (spec §6); any other failure
 * is reported to the app's error channel (the error page with its status) and leaves the query failed.
 */
export const medicareMaterialsListQuery = queryOptions({
  queryKey: ['medicare-materials', 'list'] as const,
  queryFn: async () => {
    try {
      return await getMedicareMaterials();
    } catch (error) {
      if (isApiError(error)) {
        if (medicareMaterialsFailure(error.status) === 'emptyList') return [];
        reportToGlobalHandler(error);
      }
      throw error;
    }
  },
  ...handlesErrors,
});

export function useMedicareMaterials() {
  return useQuery(medicareMaterialsListQuery);
}

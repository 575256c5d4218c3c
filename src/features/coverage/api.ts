import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { callQuery } from '../../api/call-query';
import { callApi } from '../../api/client';
import {
  getForms,
  getMedicareMaterials,
  getMemberDocument,
  getPlanDocuments,
  getPriorAuthorizations,
  getReferrals,
  getReferralsMetadata,
} from '../../api/generated/endpoints/coverage';
import { outlineOfCoverageQuery } from '../../member/outline-of-coverage';
import { medicareMaterialsFailure, referralsQuery, type PlanDocument, type ReferralFilters } from './rules';

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
export const formsQuery = queryOptions(callQuery(getForms));
export const priorAuthorizationsQuery = queryOptions(callQuery(getPriorAuthorizations));

/** GET plan-documents: the plan's handbooks or its certificates of coverage. */
export function usePlanDocuments(kind: PlanDocument['kind']) {
  return useQuery({ ...planDocumentsQuery, select: (answer) => answer.documents.filter((document) => document.kind === kind) });
}

/** GET forms: the plan's forms (spec §7's configured path). */
export function useForms() {
  return useQuery({ ...formsQuery, select: (answer) => answer.documents });
}

/** GET prior-authorizations: the plan's prior authorization lists (spec §7's configured path). */
export function usePriorAuthorizations() {
  return useQuery({ ...priorAuthorizationsQuery, select: (answer) => answer.documents });
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

/**
 * GET documents/{id}: one of the member's documents as a PDF, for /resource-download. Not kept once the page leaves
 * (gcTime 0) and not retried: the page offers 'Try again'. A 401 still ends the session (declared `screen`).
 */
export function useMemberDocument(id: string | null) {
  return useQuery({
    ...callQuery(getMemberDocument, { params: { id: id ?? '' } }),
    enabled: id !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
}

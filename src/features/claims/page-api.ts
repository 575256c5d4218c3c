import { keepPreviousData, queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { callQuery } from '../../api/call-query';
import { getClaim, getClaims, getClaimsMetadata } from '../../api/generated/endpoints/claims';
import type { Claim, ClaimType } from './api-types';
import { claimsOfPages, csvPageRequest, remainingPages } from './claims-csv';
import { costFiguresOf, costRequest, type CostRange, type CostRow } from './cost-summary';
import { claimsMetadataRequest, claimsPageRequest, routeSuffix, type ClaimsFilters } from './page-rules';
import { claimTypeOfPathSegment } from './rules';

/*
 * The claims pages' calls (spec §7: claims/{type}, claims/metadata, claims/{type}/{id}) and their query hooks. Spec §8:
 * claims calls are handled in place (the section's 'Try again'), never by the error page (declared `exempt`).
 */

/** One page of claims; the page shown stays while the next loads (no jump). */
export function useClaimsPage(filters: ClaimsFilters) {
  return useQuery({
    ...callQuery(getClaims, { params: { type: filters.type }, query: claimsPageRequest(filters) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every claim the list's filters match, all pages of them (for the CSV): the first page of 100, then the rest
 * together; through the query cache, so a file asked again soon reads no page twice.
 */
export async function fetchAllClaims(queryClient: QueryClient, filters: ClaimsFilters): Promise<Claim[]> {
  const page = (number: number) =>
    queryClient.fetchQuery(callQuery(getClaims, { params: { type: filters.type }, query: csvPageRequest(filters, number) }));
  const first = await page(0);
  const rest = await Promise.all(remainingPages(first.page.totalPages).map(page));
  return claimsOfPages([first, ...rest]);
}

/** This plan year's costs of each claim type (cost-summary.ts), its call each, in parallel; the rows once all are in. */
export function useClaimCosts(ranges: readonly CostRange[]) {
  return useQueries({
    queries: ranges.map((range) => callQuery(getClaims, { params: { type: range.type }, query: costRequest(range) })),
    combine: (results) => ({
      rows: results.every((result) => result.isSuccess)
        ? ranges.map((range, index): CostRow => ({ ...range, figures: costFiguresOf(results[index]!.data!) }))
        : null,
      isError: results.some((result) => result.isError),
      isFetching: results.some((result) => result.isFetching),
      /** Calls again only what failed. */
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}

/** The filter choices for the type, range and member. */
export function useClaimsMetadata(filters: ClaimsFilters) {
  return useQuery({ ...callQuery(getClaimsMetadata, { query: claimsMetadataRequest(filters) }), placeholderData: keepPreviousData });
}

export const claimQuery = (type: ClaimType, id: string, suffix: string) =>
  queryOptions(callQuery(getClaim, { params: { type, id }, query: { suffix } }));

/** Where the claim's route points: its type, id and member suffix, or null when the address cannot name a claim. */
export function useClaimRoute(): { type: ClaimType; id: string; suffix: string } | null {
  const params = useParams();
  const type = claimTypeOfPathSegment(params.claimtype);
  const suffix = routeSuffix(params.memberSuffix);
  const id = params.claimId ?? '';
  return type && suffix !== null && id !== '' && id.length <= 40 ? { type, id, suffix } : null;
}

/** The claim of the route, from its call (one cache entry for the sections of the page). */
export function useRouteClaim() {
  const route = useClaimRoute();
  const query = useQuery({ ...claimQuery(route?.type ?? 'medical', route?.id ?? '', route?.suffix ?? '0'), enabled: route !== null });
  return { route, query };
}

/** Not the member's claim (404), or an address that names none: what a member should see, never whose it is. */
export const isNotFound = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status);

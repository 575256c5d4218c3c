import { queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import type { AnswerOfCall } from '../../api/call-types';
import { getEmployeeId } from '../../api/generated/endpoints/member';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The home dashboard's own calls (spec §7). */

export type EmployeeIdResponse = AnswerOfCall<typeof getEmployeeId>;

/** The welcome banner's home data; a failure falls back to the subscriber ID, so the banner handles it. */
export const employeeIdQuery = queryOptions(callQuery(getEmployeeId));

export function useEmployeeId() {
  return useQuery(employeeIdQuery);
}

/** Starts the welcome banner's call before it renders (see src/member/tile-prefetch.ts). */
export function prefetchEmployeeId({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(employeeIdQuery);
}

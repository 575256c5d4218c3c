import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { employeeIdResponseSchema } from '@schemas/api/employee-id';
import { apiRequest } from '../../api/client';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The home dashboard's own calls (spec §7). */

export type EmployeeIdResponse = FromSchema<typeof employeeIdResponseSchema>;

export const homeKeys = {
  employeeId: ['account', 'getEmployeeId'] as const,
};

export const getEmployeeId = () => apiRequest('account/getEmployeeId', { response: 'employeeId' });

/** The welcome banner's home data; a failure falls back to the subscriber ID, so the banner handles it. */
export const employeeIdQuery = queryOptions({
  queryKey: homeKeys.employeeId,
  queryFn: getEmployeeId,
  meta: { handlesErrors: true },
});

export function useEmployeeId() {
  return useQuery(employeeIdQuery);
}

/** Starts the welcome banner's call before it renders (see src/member/tile-prefetch.ts). */
export function prefetchEmployeeId({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(employeeIdQuery);
}

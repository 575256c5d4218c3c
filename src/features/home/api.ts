import { useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { employeeIdResponseSchema } from '@schemas/api/employee-id';
import { apiRequest } from '../../api/client';

/* The home dashboard's own calls (spec §7). */

export type EmployeeIdResponse = FromSchema<typeof employeeIdResponseSchema>;

export const homeKeys = {
  employeeId: ['account', 'getEmployeeId'] as const,
};

export const getEmployeeId = () => apiRequest<EmployeeIdResponse>('account/getEmployeeId');

/** The welcome banner's home data; a failure falls back to the subscriber ID, so the banner handles it. */
export function useEmployeeId() {
  return useQuery({ queryKey: homeKeys.employeeId, queryFn: getEmployeeId, meta: { handlesErrors: true } });
}

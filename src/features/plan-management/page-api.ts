import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { CancellationId } from './page-rules';

/* The calls of /account/plan-benefits (spec §7) beyond the member's own (account, plan-management/details). */

/**
 * GET benefits/history: the plan names of every plan year of the members one may see (spec §3 "Eligibility history
 * entry"). The same query key as the benefits pages', so a visit to either fills both.
 */
export const planNamesQuery = queryOptions({
  queryKey: ['benefits', 'history'] as const,
  queryFn: () => apiRequest('benefits/history', { response: 'benefitsHistory' }),
  meta: { handlesErrors: true },
});

/** POST plan-management/cancellation: answers the details as they are now (the status set). */
export const postCancellation = (cancellationStatusId: CancellationId) =>
  apiRequest('plan-management/cancellation', {
    method: 'POST',
    body: { cancellationStatusId },
    response: 'planManagementDetails',
  });

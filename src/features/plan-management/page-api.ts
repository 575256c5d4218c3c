import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import { callApi } from '../../api/client';
import { getBenefitsHistory } from '../../api/generated/endpoints/benefits';
import { postCancellation as cancellation } from '../../api/generated/endpoints/plan-management';
import type { CancellationId } from './page-rules';

/* The calls of /account/plan-benefits (spec §7) beyond the member's own (account, plan-management/details). */

/**
 * GET benefits/history: the plan names of every plan year of the members one may see (spec §3 "Eligibility history
 * entry"). The same call and key as the benefits pages', so a visit to either fills both.
 */
export const planNamesQuery = queryOptions(callQuery(getBenefitsHistory));

/** POST plan-management/cancellation: answers the details as they are now (the status set). */
export const postCancellation = (cancellationStatusId: CancellationId) => callApi(cancellation, { body: { cancellationStatusId } });

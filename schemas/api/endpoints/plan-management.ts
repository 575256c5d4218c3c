import { endpoint } from '../endpoint';
import { cancellationRequestSchema, planManagementDetailsSchema } from '../plan-management';

/* Plan management (spec §3). The details are a member fact (member.ts). */

export const postCancellation = endpoint({
  method: 'POST',
  path: '/plan-management/cancellation',
  summary: 'Set the cancellation status; answers the details as they are now.',
  body: cancellationRequestSchema,
  response: planManagementDetailsSchema,
  failure: 'screen',
});

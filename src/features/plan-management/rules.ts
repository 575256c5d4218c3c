import type { PlanManagementDetails } from '../../api/response-types';

/* Pure spec rules of the plan management banner on the home page (spec §3, §4); the page's are in page-rules.ts. */

export type NotRenewedPlan = 'medical' | 'dental';
type CancellationOptionId = PlanManagementDetails['directCancellationOptions'][number]['id'];

/** What the plan management banner says (spec §4 "Plan management banner"); dates are yyyy-mm-dd. */
export type PlanManagementNotice =
  | { kind: 'renewalReminder'; openEnrollmentEnd: string | null; upcomingPlanYear: string | null }
  | { kind: 'notRenewing'; coverageEnd: string | null; plansNotRenewed: NotRenewedPlan[] };

/** Spec §3: cancellation status M means medical is not renewed; D means medical and dental. */
const plansNotRenewedBy = { M: ['medical'], D: ['medical', 'dental'] } as const satisfies Record<
  CancellationOptionId,
  readonly NotRenewedPlan[]
>;

/**
 * Spec §4: with no direct cancellation status, a renewal reminder with the open-enrollment end date; with a status,
 * that benefits end on the coverage end date and which plans are not renewed. Nothing for a member who is not
 * eligible and active (the banner's gate).
 */
export function planManagementNotice(details: PlanManagementDetails): PlanManagementNotice | null {
  if (!details.eligibleAndActive) return null;
  const status = details.directPlanCancellationStatus;
  if (!status) {
    return {
      kind: 'renewalReminder',
      openEnrollmentEnd: details.openEnrollmentEnd,
      upcomingPlanYear: details.upcomingPlanYear?.trim() || null,
    };
  }
  return {
    kind: 'notRenewing',
    coverageEnd: details.coverageEndDateUponCancellation,
    plansNotRenewed: [...plansNotRenewedBy[status.id]],
  };
}

import type { Eligibility } from '../api/response-types';
import type { EligibilityStatus } from '../manifest/rule-types';
import { eligibilityStatus, selectEligibility } from './eligibility';

/* Spec §4 "Plan line status text": shared by the benefits pages, the account summary and the member plan benefits. */

export type PlanStatus = 'ACTIVE' | 'FUTURE' | 'TERMED';

/** A plan line (spec §4): the selected record, its status and the date its status text names. */
export interface PlanLine<R extends Eligibility> {
  record: R;
  status: PlanStatus;
  date: string;
}

const statusOf: Record<Exclude<EligibilityStatus, 'ineligible'>, PlanStatus> = { active: 'ACTIVE', future: 'FUTURE', termed: 'TERMED' };

/**
 * The plan line of a category on a day (spec §4): the record selection precedence picks (active, future, termed),
 * 'Active since {effective date}', 'Effective on {effective date}' or 'Terminated on {termination date}'. An end
 * year over 2100 is still active. Null without an eligible record.
 */
export function planLine<R extends Eligibility>(records: readonly R[], day: string): PlanLine<R> | null {
  const record = selectEligibility(records, day) as R | null;
  if (!record) return null;
  const status = eligibilityStatus(record, day);
  if (status === 'ineligible') return null;
  const planStatus = statusOf[status];
  return { record, status: planStatus, date: planStatus === 'TERMED' ? (record.terminationDate ?? record.effectiveDate) : record.effectiveDate };
}

/** Copy key of a plan line's status text (spec §4). */
export const planStatusKey: Record<PlanStatus, string> = {
  ACTIVE: 'benefits.planStatus.active',
  FUTURE: 'benefits.planStatus.future',
  TERMED: 'benefits.planStatus.termed',
};

import type { Eligibility } from '../api/response-types';
import { eligibilityStatus, selectEligibility } from './eligibility';

/*
 * "This plan year" of a category: the eligibility record in force today (spec §4 selection, active only). The member
 * API starts a record for each plan year (a renewal ends one record and begins the next; the personas' earlier
 * records are their previous plan years), so the record in force is the plan year. It starts when both the member's
 * coverage and the class plan are in effect, and ends the day before its termination date (the termination day is
 * the first day without coverage, src/member/eligibility.ts), or is open while no termination date is set.
 */

export interface PlanYear {
  /** First day, yyyy-mm-dd. */
  start: string;
  /** Last covered day, yyyy-mm-dd; null while the record has no termination date. */
  end: string | null;
}

/** yyyy-mm-dd one calendar day earlier. */
export function dayBefore(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The plan year of a category's records on `today`, or null when no record is active (future, termed, none). */
export function currentPlanYear(records: readonly Eligibility[], today: string): PlanYear | null {
  const record = selectEligibility(records, today);
  if (!record || eligibilityStatus(record, today) !== 'active') return null;
  const start = record.classPlanEffectiveDate > record.effectiveDate ? record.classPlanEffectiveDate : record.effectiveDate;
  return { start, end: record.terminationDate === null ? null : dayBefore(record.terminationDate) };
}

import type { EligibilityStatus } from '../manifest/rule-types';
import type { Eligibility, FamilyEligibility } from '../api/response-types';

/*
 * Spec §4 "Eligibility status from dates". Dates are yyyy-mm-dd strings compared as text; `today` too.
 * "now after the effective date" holds on the effective day itself (the day has begun); "now before the
 * termination date" does not hold on the termination day (it has begun, so the date is not ahead of now).
 */

/**
 * The one rule of a coverage period's days: in force from its first day (that day included) until its end date,
 * not on it (the termination day is the first day without coverage). The app's statuses and the member API's
 * answers for a day (limits, accumulators, searches) both read it.
 */
export function inForceOn(startDate: string, endDate: string | null, day: string): boolean {
  return startDate <= day && (endDate === null || day < endDate);
}

/** Whether an eligibility record covers the member on a day (spec §4 Active on that day). */
export function isCoveredOn(record: Pick<Eligibility, 'eligible' | 'effectiveDate' | 'terminationDate'>, day: string): boolean {
  return record.eligible && inForceOn(record.effectiveDate, record.terminationDate, day);
}

export function eligibilityStatus(record: Eligibility, today: string): EligibilityStatus {
  if (!record.eligible) return 'ineligible';
  if (today < record.effectiveDate) return 'future';
  if (isCoveredOn(record, today)) return 'active';
  return 'termed';
}

const precedence: EligibilityStatus[] = ['active', 'future', 'termed'];

/** Selection precedence: active, then future, then termed, each by the earliest effective date. */
export function selectEligibility(records: readonly Eligibility[], today: string): Eligibility | null {
  for (const status of precedence) {
    const matching = records
      .filter((record) => eligibilityStatus(record, today) === status)
      .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
    if (matching[0]) return matching[0];
  }
  return null;
}

export function categoryStatus(records: readonly Eligibility[], today: string): EligibilityStatus {
  const selected = selectEligibility(records, today);
  return selected ? eligibilityStatus(selected, today) : 'ineligible';
}

/** What the family plan rules read of an entry (also an eligibility history entry's dates). */
type FamilyPlanEntry = Pick<FamilyEligibility[number], 'effectiveDate' | 'termedDate'>;

/** On the family plan eligibility list, Active needs effective date before now and termed date after now. */
export function isFamilyPlanEntryActive(entry: FamilyPlanEntry, today: string): boolean {
  return inForceOn(entry.effectiveDate, entry.termedDate, today);
}

/** A termed entry stays eligible while its termed date is later than two years ago. */
export function isFamilyPlanEntryEligible(entry: FamilyPlanEntry, today: string): boolean {
  if (isFamilyPlanEntryActive(entry, today) || entry.effectiveDate > today) return true;
  return entry.termedDate !== null && entry.termedDate > shiftYears(today, -2);
}

/** yyyy-mm-dd moved by whole years (29 February falls back to 28). */
export function shiftYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole years of age on a day (spec §5: adult is 18 or older). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export const ADULT_AGE = 18;

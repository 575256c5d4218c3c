import { inForceOn } from '../../member/eligibility';
import { parseMmDdYyyy } from '../../ui/us-date';

/*
 * When a primary care selection may start (spec §5 date rules, §7 POST pcp/select's effectiveDate in mm/dd/yyyy).
 * One rule for the selection form and the gateway that checks what it is sent. Pure.
 */

/**
 * A span the member may have a primary care provider in (pcp/members' eligibleDates, from their medical eligibility),
 * yyyy-mm-dd: in force until its termination date, not on it (src/member/eligibility.ts inForceOn).
 */
export interface EligibleSpan {
  effectiveDate: string;
  terminationDate: string | null;
}

export type EffectiveDateProblem = 'invalidDate' | 'beforeToday' | 'outsideEligibility';

const pad = (n: number) => String(n).padStart(2, '0');

/** mm/dd/yyyy → yyyy-mm-dd, or null when it is not a real day. */
export function effectiveDateIso(value: string): string | null {
  const parts = parseMmDdYyyy(value);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

/**
 * Why `value` (mm/dd/yyyy) cannot start a selection on `today` (yyyy-mm-dd), or null when it can: a real day, today
 * or later, inside one of the member's eligible spans.
 */
export function effectiveDateProblem(value: string, today: string, spans: readonly EligibleSpan[]): EffectiveDateProblem | null {
  const date = effectiveDateIso(value);
  if (date === null) return 'invalidDate';
  if (date < today) return 'beforeToday';
  const inside = spans.some((span) => inForceOn(span.effectiveDate, span.terminationDate, date));
  return inside ? null : 'outsideEligibility';
}

/** The first day a selection may start: today, or the start of the member's next eligible span; null when none. */
export function earliestEffectiveDate(today: string, spans: readonly EligibleSpan[]): string | null {
  const starts = spans
    .filter((span) => span.terminationDate === null || span.terminationDate > today)
    .map((span) => (span.effectiveDate > today ? span.effectiveDate : today))
    .sort();
  return starts[0] ?? null;
}

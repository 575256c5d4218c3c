import { describe, expect, it } from 'vitest';
import { earliestEffectiveDate, effectiveDateIso, effectiveDateProblem, type EligibleSpan } from './pcp-effective-date';

const open: EligibleSpan[] = [{ effectiveDate: '2025-01-01', terminationDate: null }];
const today = '2026-11-25';

describe('effectiveDateProblem: a primary care selection starts on a real day, today or later, while eligible', () => {
  it('takes mm/dd/yyyy with 1- or 2-digit month and day (spec §5 date parts)', () => {
    expect(effectiveDateIso('12/1/2026')).toBe('2026-12-01');
    expect(effectiveDateProblem('12/01/2026', today, open)).toBeNull();
    expect(effectiveDateProblem('11/25/2026', today, open)).toBeNull();
  });

  it('refuses what is not a real day', () => {
    expect(effectiveDateProblem('02/30/2027', today, open)).toBe('invalidDate');
    expect(effectiveDateProblem('2026-12-01', today, open)).toBe('invalidDate');
    expect(effectiveDateProblem('12/01/26', today, open)).toBe('invalidDate');
  });

  it('refuses a day before today', () => {
    expect(effectiveDateProblem('11/24/2026', today, open)).toBe('beforeToday');
  });

  it('refuses a day outside every eligible span (the termination day is outside, as for coverage: spec §4)', () => {
    const spans: EligibleSpan[] = [{ effectiveDate: '2026-01-01', terminationDate: '2026-12-31' }];
    expect(effectiveDateProblem('12/30/2026', today, spans)).toBeNull();
    expect(effectiveDateProblem('12/31/2026', today, spans)).toBe('outsideEligibility');
    expect(effectiveDateProblem('01/01/2027', today, spans)).toBe('outsideEligibility');
    expect(effectiveDateProblem('12/01/2026', today, [])).toBe('outsideEligibility');
  });
});

describe('earliestEffectiveDate', () => {
  it('is today while eligible, the next span\'s start when it is ahead, and null when no span is left', () => {
    expect(earliestEffectiveDate(today, open)).toBe(today);
    expect(earliestEffectiveDate(today, [{ effectiveDate: '2027-01-01', terminationDate: null }])).toBe('2027-01-01');
    expect(earliestEffectiveDate(today, [{ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' }])).toBeNull();
    expect(earliestEffectiveDate(today, [{ effectiveDate: '2024-01-01', terminationDate: today }])).toBeNull();
  });
});

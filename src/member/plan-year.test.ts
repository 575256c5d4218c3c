import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../api/response-types';
import { currentPlanYear, dayBefore } from './plan-year';

const today = '2026-05-20';
const record = (over: Partial<Eligibility>): Eligibility => ({
  classPlanId: 'P1',
  effectiveDate: '2025-05-01',
  terminationDate: null,
  classPlanEffectiveDate: '2025-05-01',
  eligible: true,
  ...over,
});

describe('dayBefore', () => {
  it('steps back over month, year and leap-day boundaries', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});

describe('currentPlanYear', () => {
  it('is the active record: from its effective date, open while it has no termination date', () => {
    expect(currentPlanYear([record({})], today)).toEqual({ start: '2025-05-01', end: null });
  });
  it('ends the day before the termination date (the first day without coverage)', () => {
    expect(currentPlanYear([record({ terminationDate: '2027-01-01' })], today)).toEqual({ start: '2025-05-01', end: '2026-12-31' });
  });
  it('picks the record in force over the previous plan year and an upcoming one', () => {
    const previous = record({ classPlanId: 'OLD', effectiveDate: '2024-05-01', classPlanEffectiveDate: '2024-05-01', terminationDate: '2025-05-01' });
    const upcoming = record({ classPlanId: 'NEXT', effectiveDate: '2026-06-01', classPlanEffectiveDate: '2026-06-01' });
    expect(currentPlanYear([previous, upcoming, record({ terminationDate: '2026-06-01' })], today)).toEqual({ start: '2025-05-01', end: '2026-05-31' });
  });
  it('starts when both the coverage and the class plan are in effect', () => {
    expect(currentPlanYear([record({ effectiveDate: '2024-01-01', classPlanEffectiveDate: '2026-01-01' })], today)?.start).toBe('2026-01-01');
    expect(currentPlanYear([record({ effectiveDate: '2026-02-15', classPlanEffectiveDate: '2026-01-01' })], today)?.start).toBe('2026-02-15');
  });
  it('is null without an active record: future, termed, ineligible or none', () => {
    expect(currentPlanYear([record({ effectiveDate: '2026-06-01', classPlanEffectiveDate: '2026-06-01' })], today)).toBeNull();
    expect(currentPlanYear([record({ terminationDate: '2026-01-01' })], today)).toBeNull();
    expect(currentPlanYear([record({ eligible: false })], today)).toBeNull();
    expect(currentPlanYear([], today)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../api/response-types';
import {
  ageOn,
  categoryStatus,
  eligibilityStatus,
  inForceOn,
  isCoveredOn,
  isFamilyPlanEntryActive,
  isFamilyPlanEntryEligible,
  selectEligibility,
  shiftYears,
} from './eligibility';

const today = '2026-11-21';
const record = (over: Partial<Eligibility>): Eligibility => ({
  classPlanId: 'P1',
  effectiveDate: '2026-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2026-01-01',
  eligible: true,
  ...over,
});

describe('eligibilityStatus (spec §4)', () => {
  it('Future: eligible and now before the effective date', () => {
    expect(eligibilityStatus(record({ effectiveDate: '2026-12-01' }), today)).toBe('future');
  });
  it('Active: after the effective date with no termination date', () => {
    expect(eligibilityStatus(record({}), today)).toBe('active');
  });
  it('Active: after the effective date and before the termination date', () => {
    expect(eligibilityStatus(record({ terminationDate: '2026-12-31' }), today)).toBe('active');
  });
  it('Active from the effective day itself', () => {
    expect(eligibilityStatus(record({ effectiveDate: today }), today)).toBe('active');
  });
  it('Termed: eligible but neither active nor future', () => {
    expect(eligibilityStatus(record({ terminationDate: '2025-12-31' }), today)).toBe('termed');
    expect(eligibilityStatus(record({ terminationDate: today }), today)).toBe('termed');
  });
  it('Ineligible: not eligible', () => {
    expect(eligibilityStatus(record({ eligible: false }), today)).toBe('ineligible');
  });
});

describe('the last day of coverage (spec §4: active only before the termination date)', () => {
  const ending = record({ effectiveDate: '2026-01-01', terminationDate: '2026-11-21' });
  it('covers the day before the termination date and not the termination date itself', () => {
    expect(isCoveredOn(ending, '2026-11-20')).toBe(true);
    expect(isCoveredOn(ending, '2026-11-21')).toBe(false);
    expect(isCoveredOn(ending, '2026-11-22')).toBe(false);
    expect(eligibilityStatus(ending, '2026-11-20')).toBe('active');
    expect(eligibilityStatus(ending, '2026-11-21')).toBe('termed');
  });
  it('covers from the effective day itself, with no end while there is no termination date', () => {
    expect(isCoveredOn(record({}), '2025-12-31')).toBe(false);
    expect(isCoveredOn(record({}), '2026-01-01')).toBe(true);
    expect(isCoveredOn(record({}), '2099-01-01')).toBe(true);
  });
  it('never covers an ineligible record', () => {
    expect(isCoveredOn(record({ eligible: false }), today)).toBe(false);
  });
  it('is the same day rule as the family plan list (effective before now, termed after now)', () => {
    expect(inForceOn('2026-01-01', '2026-11-21', '2026-11-21')).toBe(false);
    expect(inForceOn('2026-01-01', '2026-11-22', '2026-11-21')).toBe(true);
    expect(inForceOn('2026-11-21', null, '2026-11-21')).toBe(true);
  });
});

describe('selectEligibility: active, then future, then termed, earliest effective date', () => {
  const termed = record({ classPlanId: 'T', effectiveDate: '2020-01-01', terminationDate: '2021-01-01' });
  const future = record({ classPlanId: 'F', effectiveDate: '2027-01-01' });
  const activeLate = record({ classPlanId: 'A2', effectiveDate: '2026-06-01' });
  const activeEarly = record({ classPlanId: 'A1', effectiveDate: '2025-06-01' });

  it('prefers active over future and termed', () => {
    expect(selectEligibility([termed, future, activeLate], today)?.classPlanId).toBe('A2');
  });
  it('picks the earliest effective date among actives', () => {
    expect(selectEligibility([activeLate, activeEarly], today)?.classPlanId).toBe('A1');
  });
  it('falls back to future, then termed', () => {
    expect(selectEligibility([termed, future], today)?.classPlanId).toBe('F');
    expect(selectEligibility([termed], today)?.classPlanId).toBe('T');
  });
  it('is ineligible with no records', () => {
    expect(selectEligibility([], today)).toBeNull();
    expect(categoryStatus([], today)).toBe('ineligible');
  });
});

describe('family plan eligibility list', () => {
  const entry = (effectiveDate: string, termedDate: string | null) => ({
    memberKey: 'k',
    suffix: 0,
    productCategory: 'M' as const,
    source: 'S',
    effectiveDate,
    termedDate,
  });
  it('Active needs effective date before now and termed date after now', () => {
    expect(isFamilyPlanEntryActive(entry('2026-01-01', '2026-12-31'), today)).toBe(true);
    expect(isFamilyPlanEntryActive(entry('2026-01-01', '2026-11-01'), today)).toBe(false);
  });
  it('a termed entry stays eligible if its termed date is later than two years ago', () => {
    expect(isFamilyPlanEntryEligible(entry('2020-01-01', '2025-01-01'), today)).toBe(true);
    expect(isFamilyPlanEntryEligible(entry('2020-01-01', '2024-11-21'), today)).toBe(false);
  });
});

describe('dates', () => {
  it('shifts years, keeping 29 February valid', () => {
    expect(shiftYears('2026-11-21', -2)).toBe('2024-11-21');
    expect(shiftYears('2024-02-29', -1)).toBe('2023-02-28');
  });
  it('adult is 18 or older', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
  });
});

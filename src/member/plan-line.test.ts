import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../api/response-types';
import { planLine } from './plan-line';

const today = '2025-06-15';
const record = (over: Partial<Eligibility> = {}): Eligibility => ({
  classPlanId: 'MPPO', effectiveDate: '2025-01-01', terminationDate: null, classPlanEffectiveDate: '2025-01-01', eligible: true, ...over,
});

describe('planLine (spec §4 plan line status text)', () => {
  it("is ACTIVE since the effective date, also when the end year is over 2100", () => {
    expect(planLine([record()], today)).toMatchObject({ status: 'ACTIVE', date: '2025-01-01' });
    expect(planLine([record({ terminationDate: '2199-12-31' })], today)).toMatchObject({ status: 'ACTIVE', date: '2025-01-01' });
  });
  it('is FUTURE on its effective date and TERMED on its termination date', () => {
    expect(planLine([record({ effectiveDate: '2025-07-01' })], today)).toMatchObject({ status: 'FUTURE', date: '2025-07-01' });
    expect(planLine([record({ effectiveDate: '2023-01-01', terminationDate: '2024-12-31' })], today)).toMatchObject({ status: 'TERMED', date: '2024-12-31' });
  });
  it('prefers active over future over termed, and is null when not eligible', () => {
    const termed = record({ classPlanId: 'OLD', effectiveDate: '2023-01-01', terminationDate: '2024-12-31' });
    expect(planLine([termed, record({ classPlanId: 'NOW' })], today)?.record.classPlanId).toBe('NOW');
    expect(planLine([record({ eligible: false })], today)).toBeNull();
    expect(planLine([], today)).toBeNull();
  });
});

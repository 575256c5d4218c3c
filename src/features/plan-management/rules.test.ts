import { describe, expect, it } from 'vitest';
import type { PlanManagementDetails } from '../../api/response-types';
import { renewingPlanFixture } from './plan-management.fixture';
import { planManagementNotice } from './rules';

/** The `subscriber` persona's details: eligible and active, no cancellation status. */
const renewing: PlanManagementDetails = {
  ...renewingPlanFixture,
  openEnrollmentStart: '2026-11-01',
  openEnrollmentEnd: '2026-12-15',
  coverageEndDateUponCancellation: '2026-12-31',
  coverageStartDateUponRenewal: '2027-01-01',
};

describe('planManagementNotice (spec §4 "Plan management banner")', () => {
  it('with no direct cancellation status: a renewal reminder with the open-enrollment end date and the upcoming plan year', () => {
    expect(planManagementNotice(renewing)).toEqual({
      kind: 'renewalReminder',
      openEnrollmentEnd: '2026-12-15',
      upcomingPlanYear: '2027',
    });
  });

  it('keeps the reminder when the upcoming plan year or the end date is not known', () => {
    expect(planManagementNotice({ ...renewing, upcomingPlanYear: null })).toEqual({
      kind: 'renewalReminder', openEnrollmentEnd: '2026-12-15', upcomingPlanYear: null,
    });
    expect(planManagementNotice({ ...renewing, upcomingPlanYear: ' ', openEnrollmentEnd: null })).toEqual({
      kind: 'renewalReminder', openEnrollmentEnd: null, upcomingPlanYear: null,
    });
  });

  it('with status M: benefits end on the coverage end date, medical not renewed', () => {
    const details = { ...renewing, directPlanCancellationStatus: { id: 'M', description: 'Medical plan will not renew' } } as const;
    expect(planManagementNotice(details)).toEqual({ kind: 'notRenewing', coverageEnd: '2026-12-31', plansNotRenewed: ['medical'] });
  });

  it('with status D (the `cancelled` persona): medical and dental not renewed', () => {
    const details = {
      ...renewing,
      coverageEndDateUponCancellation: '2026-12-31',
      directPlanCancellationStatus: { id: 'D', description: 'Medical and dental plans will not renew' },
    } as const;
    expect(planManagementNotice(details)).toEqual({
      kind: 'notRenewing',
      coverageEnd: '2026-12-31',
      plansNotRenewed: ['medical', 'dental'],
    });
  });

  it('says nothing to a member who is not eligible and active', () => {
    expect(planManagementNotice({ ...renewing, eligibleAndActive: false })).toBeNull();
  });
});

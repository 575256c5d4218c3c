import type { PlanManagementDetails } from '../../api/response-types';

/** Unit-test fixture: the `subscriber` persona's plan management details, eligible and active, no cancellation status. */
export const renewingPlanFixture: PlanManagementDetails = {
  eligibleAndActive: true,
  groupType: 'DIRECT',
  openEnrollmentStart: '2026-11-07',
  openEnrollmentEnd: '2026-12-21',
  currentPlanYear: '2026',
  upcomingPlanYear: '2027',
  coverageEndDateUponCancellation: '2027-01-31',
  coverageStartDateUponRenewal: '2027-02-01',
  directPlanCancellationStatus: null,
  directCancellationOptions: [
    { id: 'M', description: 'Do not renew my medical plan' },
    { id: 'D', description: 'Do not renew my medical and dental plans' },
  ],
  directShopUrl: 'https://shop.example.com/individual',
  exchangeUrl: 'https://exchange.example.com',
  exchangeUrlLabel: 'the health insurance marketplace',
};

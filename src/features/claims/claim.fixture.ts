import type { Claim, PagedClaims } from './api-types';

/* Claims as the gateway answers them, for unit and component tests. */

export function claimFixture(over: Partial<Claim> = {}): Claim {
  return {
    id: 'M2400000001',
    claimType: 'M',
    claimStatusDescription: 'Paid',
    claimStatusCode: '02',
    paidDate: '2026-10-20',
    memberKey: 'MK-100',
    memberSuffix: 0,
    patient: { firstName: 'Alex', lastName: 'Rivera' },
    provider: { providerId: 'P-1', providerName: 'Northside Family Medicine' },
    payeeProvider: { name: 'Northside Family Medicine' },
    serviceDateFrom: '2026-10-06',
    claimDetailTotals: { chargeAmountTotal: 245, paidAmountTotal: 180, combinedMemberResponsibilityAmount: 65 },
    claimCheck: { checkPayeeAmount: 180 },
    claimDetails: [],
    ...over,
  };
}

/** A page of claims as GET claims/{type} answers it (page 0). */
export function claimsPage(data: Claim[], size = 3): PagedClaims {
  return {
    data,
    page: {
      number: 0, size, numberOfElements: data.length, totalElements: data.length, totalPages: Math.ceil(data.length / size),
      first: true, last: true, empty: data.length === 0,
    },
    totals: { chargeAmountTotal: 0, paidAmountTotal: 0, combinedMemberResponsibilityAmount: 0 },
  };
}

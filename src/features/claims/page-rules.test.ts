import { describe, expect, it } from 'vitest';
import {
  checkPayeeAmount,
  claimsDateRangeErrors,
  claimsFiltersFromSearch,
  claimsMetadataRequest,
  claimsPageRequest,
  claimsSearch,
  defaultClaimsFilters,
  earliestClaimsStart,
  eobSummaryOf,
  hasClaimsFilters,
  lineAmountFields,
  lineProcedure,
  lineTotals,
  linesInOrder,
  pageSummary,
  routeSuffix,
  type ClaimLine,
} from './page-rules';
import type { PagedEobs } from './api-types';
import { claimStatusDisplay } from './rules';

const today = '2025-06-15';

const line = (more: Partial<ClaimLine> = {}): ClaimLine => ({
  claimDetailPK: { sequenceNumber: 1 },
  serviceDateFrom: '2025-05-01',
  status: 'Paid',
  serviceDescription: 'Prophylaxis, adult',
  procedureCode: 'D1110',
  chargeAmount: 128,
  paidAmount: 100.1,
  combinedMemberResponsibilityAmount: 27.9,
  coinsuranceAmount: 27.9,
  copayAmount: 0,
  deductibleAmount: 0,
  disallowAmount: 0,
  nonCoveredCharges: 0,
  lineDisallowed: 0,
  ...more,
});

describe('spec §5 claims date range', () => {
  it('starts no earlier than the same day two years ago (29 February falls back to the 28th)', () => {
    expect(earliestClaimsStart(today)).toBe('2023-06-15');
    expect(earliestClaimsStart('2024-02-29')).toBe('2022-02-28');
  });

  it('accepts a start of exactly two years ago and an end after it', () => {
    expect(claimsDateRangeErrors('06/15/2023', '06/15/2025', today)).toEqual({ startDate: null, endDate: null });
  });

  it('refuses a start earlier than two years ago with its own message', () => {
    expect(claimsDateRangeErrors('06/14/2023', '06/15/2025', today).startDate).toEqual({ kind: 'custom', messageKey: 'claims.list.startTooEarly' });
  });

  it('needs the end after the start: the same day or earlier is dateRangeInvalid', () => {
    expect(claimsDateRangeErrors('01/10/2025', '01/10/2025', today).endDate).toEqual({ kind: 'dateRangeInvalid' });
    expect(claimsDateRangeErrors('01/10/2025', '01/09/2025', today).endDate).toEqual({ kind: 'dateRangeInvalid' });
    expect(claimsDateRangeErrors('01/10/2025', '01/11/2025', today).endDate).toBeNull();
  });

  it('reads mm/dd/yyyy with a 4-digit year and 1- or 2-digit month and day, on the calendar', () => {
    expect(claimsDateRangeErrors('1/2/2025', '2/3/2025', today)).toEqual({ startDate: null, endDate: null });
    expect(claimsDateRangeErrors('01/02/25', '02/30/2025', today)).toEqual({ startDate: { kind: 'invalidDate' }, endDate: { kind: 'invalidDate' } });
    expect(claimsDateRangeErrors('2025-01-02', '', today)).toEqual({ startDate: { kind: 'invalidDate' }, endDate: { kind: 'required' } });
  });
});

describe('filters in the address', () => {
  it('defaults to medical claims of the last two years, first page of 10', () => {
    expect(claimsFiltersFromSearch('', today)).toEqual(defaultClaimsFilters(today));
    expect(defaultClaimsFilters(today)).toMatchObject({ type: 'medical', startDate: '2023-06-15', endDate: today, page: 0, size: 10 });
  });

  it('round-trips every filter; defaults stay out of the address', () => {
    const filters = { type: 'dental', suffix: '2', providerId: 'P-220118', status: '02', startDate: '2024-01-01', endDate: '2024-12-31', page: 1, size: 5 } as const;
    const search = claimsSearch(filters, today);
    expect(search).toBe('?type=dental&member=2&provider=P-220118&status=02&from=2024-01-01&to=2024-12-31&page=2&size=5');
    expect(claimsFiltersFromSearch(search, today)).toEqual(filters);
    expect(claimsSearch(defaultClaimsFilters(today), today)).toBe('');
    expect(hasClaimsFilters(filters, today)).toBe(true);
    expect(hasClaimsFilters({ ...defaultClaimsFilters(today), page: 3 }, today)).toBe(false);
  });

  it('leaves values that are not valid at their defaults', () => {
    const read = claimsFiltersFromSearch('?type=pharmacy&member=x&provider=<b>&from=2020-01-01&to=2025-02-30&page=0&size=7', today);
    expect(read).toEqual(defaultClaimsFilters(today));
    expect(claimsFiltersFromSearch('?from=2025-01-10&to=2025-01-10', today)).toMatchObject({ startDate: '2025-01-10', endDate: today });
  });

  it('asks the calls only for what is chosen', () => {
    const filters = { ...defaultClaimsFilters(today), suffix: '0', page: 2, size: 5 };
    expect(claimsPageRequest(filters)).toEqual({ startDate: '2023-06-15', endDate: today, page: '2', size: '5', suffix: '0' });
    expect(claimsPageRequest({ ...filters, suffix: '', providerId: 'P-1', status: '01' })).toMatchObject({ providerIds: 'P-1', claimStatus: '01' });
    expect(claimsMetadataRequest(filters)).toEqual({ claimType: 'medical', startDate: '2023-06-15', endDate: today, suffix: '0' });
  });
});

describe('paging maths (spec §3 page info)', () => {
  const info = { number: 1, size: 5, numberOfElements: 3, totalElements: 8, totalPages: 2, first: false, last: true, empty: false };
  it("says 'showing x–y of n' from the page info", () => {
    expect(pageSummary(info)).toEqual({ from: 6, to: 8, total: 8, pageNumber: 2, pageCount: 2, hasPrevious: true, hasNext: false });
    expect(pageSummary({ ...info, number: 0, numberOfElements: 5, first: true, last: false })).toMatchObject({ from: 1, to: 5, hasPrevious: false, hasNext: true });
  });
  it('an empty page shows 0–0 and one page', () => {
    expect(pageSummary({ ...info, number: 0, numberOfElements: 0, totalElements: 0, totalPages: 0, first: true, empty: true })).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1 });
  });
  it('a page past the end can still go back', () => {
    expect(pageSummary({ ...info, number: 4, numberOfElements: 0, empty: true })).toMatchObject({ hasPrevious: true, hasNext: false });
  });
});

describe('spec §4 claim status text', () => {
  it("Paid shows 'on {paidDate}'; others their text; In Process a sync icon", () => {
    expect(claimStatusDisplay({ claimStatus: 'Paid', claimStatusCode: '02', paidDate: '2025-05-01' })).toEqual({
      kind: 'paid', status: { key: 'claims.status.02' }, paidDate: '05/01/2025',
    });
    expect(claimStatusDisplay({ claimStatus: 'In Process', claimStatusCode: '01', paidDate: null })).toEqual({
      kind: 'other', status: { key: 'claims.status.01' }, syncIcon: true,
    });
    expect(claimStatusDisplay({ claimStatus: 'Pending', claimStatusCode: '04', paidDate: null })).toEqual({
      kind: 'other', status: { key: 'claims.status.04' }, syncIcon: false,
    });
  });
});

describe('claim details (spec §3)', () => {
  it('dental lines: dentalProcedure, else alternateDentalProcedure, else dentalCategory', () => {
    const procedure = { code: 'D2750', description: 'Crown' };
    const alternate = { code: 'D2791', description: 'Crown, full cast' };
    expect(lineProcedure('D', line({ dentalProcedure: procedure, alternateDentalProcedure: alternate, dentalCategory: 'Major' }))).toEqual({ kind: 'procedure', ...procedure });
    expect(lineProcedure('D', line({ alternateDentalProcedure: alternate, dentalCategory: 'Major' }))).toEqual({ kind: 'alternate', ...alternate });
    expect(lineProcedure('D', line({ dentalCategory: 'Diagnostic' }))).toEqual({ kind: 'category', category: 'Diagnostic' });
    expect(lineProcedure('D', line())).toEqual({ kind: 'code', code: 'D1110' });
  });

  it('medical and vision lines show the procedure code, whatever dental fields they carry', () => {
    expect(lineProcedure('M', line({ procedureCode: '99214', dentalCategory: 'Major' }))).toEqual({ kind: 'code', code: '99214' });
  });

  it('sums each money column to the cent', () => {
    const totals = lineTotals([line(), line({ paidAmount: 0.2, chargeAmount: 0.1 })]);
    expect(totals.paidAmount).toBe(100.3);
    expect(totals.chargeAmount).toBe(128.1);
  });

  it("spec §3: each line's disallowed value is a column of its own, summed in the total like the others", () => {
    expect(lineAmountFields.indexOf('lineDisallowed')).toBe(lineAmountFields.indexOf('disallowAmount') + 1);
    const lines = [line({ lineDisallowed: 42.5, disallowAmount: 42.5 }), line({ lineDisallowed: 17.25 }), line()];
    const totals = lineTotals(lines);
    expect(totals.lineDisallowed).toBe(59.75);
    expect(totals.disallowAmount).toBe(42.5);
    expect(lineTotals([line({ lineDisallowed: 0.1 }), line({ lineDisallowed: 0.2 })]).lineDisallowed).toBe(0.3);
  });

  it("lists a claim's lines by their sequence number", () => {
    const numbered = (sequenceNumber: number) => line({ claimDetailPK: { sequenceNumber } });
    const claim = { claimDetails: [numbered(3), numbered(1), numbered(2)] };
    expect(linesInOrder(claim).map((l) => l.claimDetailPK.sequenceNumber)).toEqual([1, 2, 3]);
    expect(claim.claimDetails.map((l) => l.claimDetailPK.sequenceNumber)).toEqual([3, 1, 2]);
  });

  it('a claim without a check reads 0.00', () => {
    expect(checkPayeeAmount({})).toBe(0);
    expect(checkPayeeAmount({ claimCheck: { checkPayeeAmount: 412 } })).toBe(412);
  });

  it("reads the route's member suffix as digits only", () => {
    expect(routeSuffix('0')).toBe('0');
    expect(routeSuffix('02')).toBe('2');
    expect(routeSuffix('x')).toBeNull();
  });
});

describe("eobSummaryOf: what a claim's page shows of its EOB (spec §3 EOB)", () => {
  const page = (data: PagedEobs['data']): PagedEobs => ({
    data,
    page: { number: 0, size: 10, numberOfElements: data.length, totalElements: data.length, totalPages: 1, first: true, last: true, empty: data.length === 0 },
  });
  const eob = {
    documentId: 'EOB-D2400456701', pdfDocumentId: 'PDF-D2400456701', date: '2026-04-30', typeOfClaims: 'Dental' as const,
    subscriber: { firstName: 'Dana', middleInitial: null, lastName: 'Rivera' }, members: [],
    claims: [
      { id: 'D2400456700', firstName: 'Dana', lastName: 'Rivera', providerName: 'Bright Smiles Dental', chargeAmount: 96, patientResponsibility: 0 },
      { id: 'D2400456701', firstName: 'Dana', lastName: 'Rivera', providerName: 'Bright Smiles Dental', chargeAmount: 343, patientResponsibility: 43 },
    ],
  };
  it("gives the EOB's date and this claim's charge and patient responsibility on it", () => {
    expect(eobSummaryOf(page([eob]), 'D2400456701')).toEqual({ date: '2026-04-30', charge: 343, patientResponsibility: 43 });
  });
  it('gives the date alone when the EOB does not list the claim, and nothing without an EOB', () => {
    expect(eobSummaryOf(page([eob]), 'M1')).toEqual({ date: '2026-04-30', charge: null, patientResponsibility: null });
    expect(eobSummaryOf(page([]), 'D2400456701')).toBeNull();
  });
});

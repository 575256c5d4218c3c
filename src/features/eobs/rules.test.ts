import type { PageInfo } from '../../api/response-types';
import { describe, expect, it } from 'vitest';
import { validate } from '../../ui/validation/validators';
import {
  defaultEobDateRange,
  eobDateRangeRules,
  eobMemberNames,
  eobMembers,
  eobPageSummary,
  eobPath,
  eobsMetadataQuery,
  eobsQuery,
  eobTotals,
  filtersWithin,
  initialEobFilters,
  personName,
  withDateRange,
  type EobDateRangeInput,
  type EobsMetadata,
} from './rules';

const dana = { firstName: 'Dana', middleInitial: null, lastName: 'Rivera' };
const riley = { firstName: 'Riley', middleInitial: 'J', lastName: 'Rivera' };

describe('EOB members (spec §3: falls back to the subscriber)', () => {
  it("names the EOB's members", () => {
    expect(eobMembers({ subscriber: dana, members: [riley] })).toEqual([riley]);
    expect(eobMemberNames({ subscriber: dana, members: [riley, { ...dana, firstName: 'Sam' }] })).toBe('Riley J. Rivera, Sam Rivera');
  });

  it('falls back to the subscriber when there are none', () => {
    expect(eobMembers({ subscriber: dana, members: [] })).toEqual([dana]);
    expect(eobMemberNames({ subscriber: dana, members: [] })).toBe('Dana Rivera');
  });

  it('writes a middle initial with a period', () => {
    expect(personName(riley)).toBe('Riley J. Rivera');
    expect(personName(dana)).toBe('Dana Rivera');
  });
});

describe('EOB date range (spec §5: mm/dd/yyyy, end after start)', () => {
  const errors = (range: EobDateRangeInput) => {
    const rules = eobDateRangeRules(range);
    return { start: validate(range.startDate, rules.startDate)?.kind ?? null, end: validate(range.endDate, rules.endDate)?.kind ?? null };
  };

  it('accepts an end after the start', () => {
    expect(errors({ startDate: '01/01/2025', endDate: '06/15/2025' })).toEqual({ start: null, end: null });
    expect(errors({ startDate: '1/1/2025', endDate: '1/2/2025' })).toEqual({ start: null, end: null });
  });

  it('refuses an end on or before the start (dateRangeInvalid)', () => {
    expect(errors({ startDate: '06/15/2025', endDate: '06/15/2025' }).end).toBe('dateRangeInvalid');
    expect(errors({ startDate: '06/15/2025', endDate: '01/01/2025' }).end).toBe('dateRangeInvalid');
  });

  it('needs both dates, each mm/dd/yyyy and a real day', () => {
    expect(errors({ startDate: '', endDate: '' })).toEqual({ start: 'required', end: 'required' });
    expect(errors({ startDate: '2025-01-01', endDate: '13/01/2025' })).toEqual({ start: 'invalidDate', end: 'invalidDate' });
    expect(errors({ startDate: '02/30/2025', endDate: '01/01/25' })).toEqual({ start: 'invalidDate', end: 'invalidDate' });
  });

  it('allows a start earlier than two years ago (that rule is the claims range’s)', () => {
    expect(errors({ startDate: '01/01/2010', endDate: '06/15/2025' })).toEqual({ start: null, end: null });
  });

  it('opens on the last two years, as typed', () => {
    expect(defaultEobDateRange('2025-06-15')).toEqual({ startDate: '06/15/2023', endDate: '06/15/2025' });
    expect(defaultEobDateRange('2028-02-29')).toEqual({ startDate: '02/28/2026', endDate: '02/29/2028' });
  });

  it('turns a typed range into the call’s yyyy-mm-dd dates, keeping the other choices', () => {
    const filters = { ...initialEobFilters('2025-06-15'), memberKey: '700102' };
    expect(filters).toMatchObject({ startDate: '2023-06-15', endDate: '2025-06-15' });
    expect(withDateRange(filters, { startDate: '01/02/2025', endDate: '3/4/2025' })).toEqual({
      ...filters,
      startDate: '2025-01-02',
      endDate: '2025-03-04',
    });
  });
});

describe('EOB calls’ query values', () => {
  const filters = initialEobFilters('2025-06-15');
  it('sends only what is chosen', () => {
    expect(eobsQuery(filters, 0)).toEqual({ startDate: '2023-06-15', endDate: '2025-06-15', page: '0', size: '5' });
    expect(eobsQuery({ ...filters, claimType: 'D', memberKey: '700102', providerId: 'P-1' }, 2)).toMatchObject({
      claimType: 'D', memberKey: '700102', providerIds: 'P-1', page: '2',
    });
    expect(eobsMetadataQuery({ ...filters, providerId: 'P-1', claimType: 'M' })).toEqual({
      startDate: '2023-06-15', endDate: '2025-06-15', claimType: 'M',
    });
  });

  it('clears a claim type or provider the metadata no longer offers', () => {
    const metadata: EobsMetadata = {
      members: [],
      claimTypes: [{ claimType: 'M', description: 'Medical' }],
      providers: [{ providerId: 'P-1', providerName: 'One' }],
    };
    expect(filtersWithin({ ...filters, claimType: 'M', providerId: 'P-1' }, metadata)).toMatchObject({ claimType: 'M', providerId: 'P-1' });
    expect(filtersWithin({ ...filters, claimType: 'D', providerId: 'P-2' }, metadata)).toMatchObject({ claimType: '', providerId: '' });
  });

  it('links an EOB to its page, the id escaped', () => {
    expect(eobPath('EOB-M2400123401')).toBe('/eobs/EOB-M2400123401');
    expect(eobPath('a/b')).toBe('/eobs/a%2Fb');
  });
});

describe('EOB paging maths (spec §3 page info)', () => {
  const info = (over: Partial<PageInfo>): PageInfo => ({
    number: 0, size: 5, numberOfElements: 5, totalElements: 6, totalPages: 2, first: true, last: false, empty: false, ...over,
  });

  it('first of two pages: EOBs 1–5 of 6, a next page', () => {
    expect(eobPageSummary(info({}))).toEqual({ from: 1, to: 5, total: 6, pageNumber: 1, pageCount: 2, hasPrevious: false, hasNext: true });
  });

  it('last page: EOB 6 of 6, a previous page', () => {
    expect(eobPageSummary(info({ number: 1, numberOfElements: 1, first: false, last: true }))).toMatchObject({
      from: 6, to: 6, pageNumber: 2, hasPrevious: true, hasNext: false,
    });
  });

  it('no EOBs: 0–0, one page, nowhere to go', () => {
    expect(eobPageSummary(info({ numberOfElements: 0, totalElements: 0, totalPages: 0, last: true, empty: true }))).toEqual({
      from: 0, to: 0, total: 0, pageNumber: 1, pageCount: 1, hasPrevious: false, hasNext: false,
    });
  });

  it('totals the EOB’s charges and what the patient owes, to the cent', () => {
    const claim = { id: '1', firstName: 'Dana', lastName: 'Rivera', providerName: 'X' };
    expect(eobTotals({ claims: [{ ...claim, chargeAmount: 0.1, patientResponsibility: 0.2 }, { ...claim, chargeAmount: 0.2, patientResponsibility: 0.1 }] }))
      .toEqual({ charge: 0.3, patientResponsibility: 0.3 });
    expect(eobTotals({ claims: [] })).toEqual({ charge: 0, patientResponsibility: 0 });
  });
});

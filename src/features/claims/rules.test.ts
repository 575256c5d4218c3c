import { describe, expect, it } from 'vitest';
import { claimStatusCodes } from '@schemas/api/claims';
import { wordsText } from '../../engine/i18n/words';
import { translator } from '../../../test/translate';
import type { PagedEobs } from './api-types';
import { claimFixture } from './claim.fixture';
import {
  claimDetailPath,
  claimTypeOfPathSegment,
  shortClaimTypeSegment,
  claimStatusDisplay,
  claimStatusWords,
  claimTypeKey,
  eobDestination,
  recentClaimSummaries,
  recentClaimsQuery,
  selectRecentClaims,
  showsEobButton,
  toClaimSummary,
  yearsBefore,
} from './rules';

const medical = (n: number) => Array.from({ length: n }, (_, i) => claimFixture({ id: `M${i + 1}`, claimType: 'M' }));
const dental = (n: number) => Array.from({ length: n }, (_, i) => claimFixture({ id: `D${i + 1}`, claimType: 'D' }));
const idsOf = (claims: { id: string }[]) => claims.map((c) => c.id);

describe('recentClaimsQuery (spec §9: last 2 years, page 0, size 3)', () => {
  it('asks from the same day two years ago to today, first page of 3', () => {
    expect(recentClaimsQuery('2026-11-21')).toEqual({ startDate: '2024-11-21', endDate: '2026-11-21', page: 0, size: 3 });
  });

  it('falls back from 29 February to 28 February two years earlier', () => {
    expect(yearsBefore('2028-02-29', 2)).toBe('2026-02-28');
    expect(yearsBefore('2026-03-01', 2)).toBe('2024-03-01');
  });
});

describe('selectRecentClaims (spec §9: at most 3, medical first, dental added if fewer than 3)', () => {
  it('shows 3 medical claims and no dental when there are 3 medical', () => {
    expect(idsOf(selectRecentClaims(medical(3), dental(2)))).toEqual(['M1', 'M2', 'M3']);
  });

  it('fills with dental claims after fewer than 3 medical', () => {
    expect(idsOf(selectRecentClaims(medical(1), dental(3)))).toEqual(['M1', 'D1', 'D2']);
    expect(idsOf(selectRecentClaims(medical(2), dental(2)))).toEqual(['M1', 'M2', 'D1']);
  });

  it('shows only dental when there is no medical claim, and nothing when there are none', () => {
    expect(idsOf(selectRecentClaims([], dental(2)))).toEqual(['D1', 'D2']);
    expect(selectRecentClaims([], [])).toEqual([]);
  });

  it('never shows more than 3, even if a call answers more', () => {
    expect(idsOf(selectRecentClaims(medical(5), dental(5)))).toEqual(['M1', 'M2', 'M3']);
  });
});

describe('toClaimSummary (spec §3 "Claim summary (home)")', () => {
  it('maps a claim to the summary fields, with what the member owes', () => {
    const claim = claimFixture({ id: 'D2400456701', claimType: 'D', memberSuffix: 2 });
    expect(toClaimSummary(claim)).toEqual({
      id: 'D2400456701',
      claimType: 'D',
      claimStatus: 'Paid',
      claimStatusCode: '02',
      paidDate: '2026-10-20',
      totalMemberResponsibility: 65,
      providerName: 'Northside Family Medicine',
      serviceDate: '2026-10-06',
      memberSuffix: 2,
    });
  });

  it('summarises the selection in order', () => {
    expect(idsOf(recentClaimSummaries(medical(2), dental(2)))).toEqual(['M1', 'M2', 'D1']);
  });
});

describe('claimStatusDisplay (spec §4 "Claim status")', () => {
  const paid = { claimStatus: 'Paid', claimStatusCode: '02' };
  const inProcess = { claimStatus: 'In Process', claimStatusCode: '01' };
  it("shows Paid with 'on {paidDate}'", () => {
    expect(claimStatusDisplay({ ...paid, paidDate: '2026-10-20' })).toEqual({ kind: 'paid', status: { key: 'claims.status.02' }, paidDate: '10/20/2026' });
  });

  it("shows the status text otherwise, with a sync icon for 'In Process' only", () => {
    expect(claimStatusDisplay({ ...inProcess, paidDate: null })).toEqual({ kind: 'other', status: { key: 'claims.status.01' }, syncIcon: true });
    expect(claimStatusDisplay({ claimStatus: 'Denied', claimStatusCode: '03', paidDate: null })).toEqual({
      kind: 'other', status: { key: 'claims.status.03' }, syncIcon: false,
    });
  });

  it('shows a Paid claim without a paid date as its status text', () => {
    expect(claimStatusDisplay({ ...paid, paidDate: null })).toEqual({ kind: 'other', status: { key: 'claims.status.02' }, syncIcon: false });
  });

  it("reads a code the API does not declare by its description, and shows the API's own text", () => {
    expect(claimStatusDisplay({ claimStatus: 'Paid', claimStatusCode: '99', paidDate: '2026-10-20' })).toEqual({
      kind: 'paid', status: { text: 'Paid' }, paidDate: '10/20/2026',
    });
    expect(claimStatusDisplay({ claimStatus: 'In Process', claimStatusCode: '', paidDate: null })).toEqual({ kind: 'other', status: { text: 'In Process' }, syncIcon: true });
    expect(claimStatusDisplay({ claimStatus: 'Adjusted', claimStatusCode: 'X7', paidDate: null })).toEqual({ kind: 'other', status: { text: 'Adjusted' }, syncIcon: false });
  });
});

describe('claimStatusWords (issue 30: the status in the page\'s language)', () => {
  const english = translator('en');
  const spanish = translator('es');
  it('words each declared code in English as the API does, and in Spanish', () => {
    const words = (code: string, t: typeof english) => wordsText(claimStatusWords(code, 'from the API'), t);
    expect(Object.values(claimStatusCodes).map((code) => words(code, english))).toEqual(['In Process', 'Paid', 'Denied', 'Pending']);
    expect(Object.values(claimStatusCodes).map((code) => words(code, spanish))).toEqual(['En proceso', 'Pagado', 'Denegado', 'Pendiente']);
  });

  it("shows 'Paid on 03/04/2026' as 'Pagado el 03/04/2026', the date still mm/dd/yyyy", () => {
    const display = claimStatusDisplay({ claimStatus: 'Paid', claimStatusCode: '02', paidDate: '2026-03-04' });
    expect(display.kind).toBe('paid');
    const line = (t: typeof english) => `${wordsText(display.status, t)} ${t('claims.recentClaims.paidOn', { paidDate: '03/04/2026' })}`;
    expect(line(english)).toBe('Paid on 03/04/2026');
    expect(line(spanish)).toBe('Pagado el 03/04/2026');
  });

  it("keeps the API's text for a code it does not declare", () => {
    expect(claimStatusWords('77', 'Adjusted')).toEqual({ text: 'Adjusted' });
  });
});

describe('showsEobButton (spec §2, §6: principal member, status code 02)', () => {
  it('shows it to the subscriber (suffix 0) on a claim with status code 02', () => {
    expect(showsEobButton(0, { claimStatusCode: '02' })).toBe(true);
  });

  it.each([
    ['a dependent', 2, '02'],
    ['the subscriber on an in-process claim', 0, '01'],
    ['the subscriber on a denied claim', 0, '03'],
  ])('hides it from %s', (_case, suffix, code) => {
    expect(showsEobButton(suffix, { claimStatusCode: code })).toBe(false);
  });
});

describe('claimDetailPath (spec §2: /claims/{claimtype lowercased}/{claimId}/{memberSuffix})', () => {
  it("names the claim type by its code lowercased (m, d, v)", () => {
    expect(claimDetailPath({ claimType: 'M', id: 'M2400123401', memberSuffix: 0 })).toBe('/claims/m/M2400123401/0');
    expect(claimDetailPath({ claimType: 'D', id: 'D2400456702', memberSuffix: 2 })).toBe('/claims/d/D2400456702/2');
    expect(claimDetailPath({ claimType: 'V', id: 'V1', memberSuffix: 3 })).toBe('/claims/v/V1/3');
  });

  it('escapes the claim id as one segment', () => {
    expect(claimDetailPath({ claimType: 'M', id: 'M 1/2', memberSuffix: 0 })).toBe('/claims/m/M%201%2F2/0');
  });

  it('gives each claim type its copy key', () => {
    expect(claimTypeKey('M')).toBe('claims.claimType.medical');
    expect(claimTypeKey('D')).toBe('claims.claimType.dental');
  });
});

describe('eobDestination (spec §2: /eobs/{documentId}, or the error page with no document id)', () => {
  const page = (data: PagedEobs['data']): PagedEobs => ({
    data,
    page: { number: 0, size: 10, numberOfElements: data.length, totalElements: data.length, totalPages: 1, first: true, last: true, empty: data.length === 0 },
  });
  const eob = {
    documentId: 'EOB-M2400123401', pdfDocumentId: 'PDF-M2400123401', date: '2026-10-20', typeOfClaims: 'Medical' as const,
    subscriber: { firstName: 'Dana', middleInitial: null, lastName: 'Rivera' }, members: [], claims: [],
  };

  it("goes to the EOB's page", () => {
    expect(eobDestination(page([eob]))).toEqual({ kind: 'eob', path: '/eobs/EOB-M2400123401' });
  });

  it('goes to the not-found error page when there is no EOB or no document id', () => {
    expect(eobDestination(page([]))).toEqual({ kind: 'notFound' });
    expect(eobDestination(page([{ ...eob, documentId: '' }]))).toEqual({ kind: 'notFound' });
  });
});

describe('claimTypeOfPathSegment (spec §2 /claims/{claimtype lowercased}/...)', () => {
  it('reads the lowercased type code and the type name alike', () => {
    expect(claimTypeOfPathSegment('m')).toBe('medical');
    expect(claimTypeOfPathSegment('medical')).toBe('medical');
    expect(claimTypeOfPathSegment('d')).toBe('dental');
    expect(claimTypeOfPathSegment('dental')).toBe('dental');
    expect(claimTypeOfPathSegment('v')).toBe('vision');
    expect(claimTypeOfPathSegment('vision')).toBe('vision');
  });
  it('refuses anything else', () => {
    for (const segment of ['M', 'x', 'pharmacy', 'Medical', '', undefined]) expect(claimTypeOfPathSegment(segment)).toBeNull();
  });
});

describe('shortClaimTypeSegment (the longer form /claims/medical/... moves to /claims/m/...)', () => {
  it("gives the code of a type's name", () => {
    expect(shortClaimTypeSegment('medical')).toBe('m');
    expect(shortClaimTypeSegment('dental')).toBe('d');
    expect(shortClaimTypeSegment('vision')).toBe('v');
  });
  it('leaves the short form and anything that is no type alone', () => {
    for (const segment of ['m', 'd', 'v', 'M', 'Medical', 'pharmacy', '', undefined]) expect(shortClaimTypeSegment(segment)).toBeNull();
  });
});

import type { PageInfo } from '../../api/response-types';
import { describe, expect, it } from 'vitest';
import { referralStatusCodes } from '@schemas/api/referrals';
import { wordsText } from '../../engine/i18n/words';
import { translator } from '../../../test/translate';
import {
  documentLinkTargets,
  hasListedDocuments,
  listedDocuments,
  filtersWithin,
  hasReferralFilters,
  isReferralExpired,
  medicareMaterialsFailure,
  medicareMaterialsList,
  noReferralFilters,
  outlineOfCoverage,
  pageSummary,
  REFERRALS_PAGE_SIZE,
  referralFilterOptions,
  referralsQuery,
  referralStatusWords,
  visitsRemaining,
  type CoverageDocument,
  type ReferralsMetadata,
} from './rules';

const metadata: ReferralsMetadata = {
  members: [{ memberKey: '700102', firstName: 'Riley', lastName: 'Rivera' }],
  statuses: [{ statusCode: 'A', statusDescription: 'Approved' }, { statusCode: 'E', statusDescription: 'Expired' }],
  providers: [{ providerId: 'P-287714', providerName: 'Rose City Allergy & Asthma' }],
};

describe('referrals query (spec §7 GET referrals?page&size&memberKey&statusCode&providerId&excludeExpired)', () => {
  it('names the page and size, and only the filters chosen', () => {
    expect(referralsQuery(noReferralFilters, 0)).toEqual({ page: '0', size: String(REFERRALS_PAGE_SIZE) });
    expect(referralsQuery({ memberKey: '700102', statusCode: 'E', providerId: 'P-1', excludeExpired: true }, 1)).toEqual({
      page: '1', size: '5', memberKey: '700102', statusCode: 'E', providerId: 'P-1', excludeExpired: 'true',
    });
    expect(hasReferralFilters(noReferralFilters)).toBe(false);
    expect(hasReferralFilters({ ...noReferralFilters, excludeExpired: true })).toBe(true);
  });

  it('drops a status or provider the chosen member’s referrals no longer offer', () => {
    expect(filtersWithin({ memberKey: '700102', statusCode: 'P', providerId: 'P-330915', excludeExpired: true }, metadata)).toEqual({
      memberKey: '700102', statusCode: '', providerId: '', excludeExpired: true,
    });
    expect(filtersWithin({ memberKey: '700102', statusCode: 'E', providerId: 'P-287714', excludeExpired: false }, metadata)).toEqual({
      memberKey: '700102', statusCode: 'E', providerId: 'P-287714', excludeExpired: false,
    });
  });

  it('offers members by name, statuses in the page\'s language and providers as GET referrals/metadata answers them', () => {
    const options = (language: 'en' | 'es') => referralFilterOptions(metadata, (status) => wordsText(status, translator(language)));
    expect(options('en')).toEqual({
      members: [{ value: '700102', label: 'Riley Rivera' }],
      statuses: [{ value: 'A', label: 'Approved' }, { value: 'E', label: 'Expired' }],
      providers: [{ value: 'P-287714', label: 'Rose City Allergy & Asthma' }],
    });
    expect(options('es').statuses).toEqual([{ value: 'A', label: 'Aprobado' }, { value: 'E', label: 'Vencido' }]);
  });

  it('words each status code the API declares in English, as the API does, and in Spanish; another keeps its text', () => {
    const words = (language: 'en' | 'es') => referralStatusCodes.map((code) => wordsText(referralStatusWords(code, 'from the API'), translator(language)));
    expect(words('en')).toEqual(['Approved', 'Pending', 'Denied', 'Expired']);
    expect(words('es')).toEqual(['Aprobado', 'Pendiente', 'Denegado', 'Vencido']);
    expect(referralStatusWords('Z', 'On hold')).toEqual({ text: 'On hold' });
  });
});

describe('a referral', () => {
  it('has expired once its end date is before today', () => {
    expect(isReferralExpired({ endDate: '2025-06-14' }, '2025-06-15')).toBe(true);
    expect(isReferralExpired({ endDate: '2025-06-15' }, '2025-06-15')).toBe(false);
  });

  it('has the visits not yet used left, never fewer than none', () => {
    expect(visitsRemaining({ visitsAuthorized: 6, visitsUsed: 1 })).toBe(5);
    expect(visitsRemaining({ visitsAuthorized: 2, visitsUsed: 3 })).toBe(0);
  });
});

describe('pageSummary (spec §3 page info: last, first, empty, number, numberOfElements, size, totalElements, totalPages)', () => {
  const page = (over: Partial<PageInfo>): PageInfo => ({
    last: false, first: true, empty: false, number: 0, numberOfElements: 5, size: 5, totalElements: 8, totalPages: 2, ...over,
  });

  it('says which items a page shows and where it can go', () => {
    expect(pageSummary(page({}))).toEqual({ from: 1, to: 5, total: 8, pageNumber: 1, pageCount: 2, hasPrevious: false, hasNext: true });
    expect(pageSummary(page({ number: 1, numberOfElements: 3, first: false, last: true }))).toEqual({
      from: 6, to: 8, total: 8, pageNumber: 2, pageCount: 2, hasPrevious: true, hasNext: false,
    });
  });

  it('counts an empty result as one page with nothing shown', () => {
    expect(pageSummary(page({ empty: true, numberOfElements: 0, totalElements: 0, totalPages: 0, last: true }))).toMatchObject({
      from: 0, to: 0, pageCount: 1, hasNext: false,
    });
  });
});

describe('documents', () => {
  const doc = (id: string, year: number | null, url = `https://docs.example.com/${id}.pdf`): CoverageDocument => ({
    id, title: id, description: '', year, url,
  });

  it('lists the newest year first, then by title; only https addresses', () => {
    const documents = [doc('b', 2025), doc('a', 2025), doc('form', null), doc('old', 2024), doc('bad', 2026, 'http://docs.example.com/x.pdf')];
    expect(listedDocuments(documents).map((d) => d.id)).toEqual(['a', 'b', 'old', 'form']);
    expect(listedDocuments([])).toEqual([]);
  });

  it("a summary tile leads to a page of documents only when the member has one there to open (issue 29)", () => {
    expect(hasListedDocuments([doc('coc', 2025)])).toBe(true);
    expect(hasListedDocuments([])).toBe(false);
    expect(hasListedDocuments([doc('bad', 2025, 'http://docs.example.com/x.pdf')])).toBe(false);
    expect(documentLinkTargets).toEqual({ certificateOfCoverage: '/benefits/certificate-of-coverage', priorAuthorization: '/benefits/prior-authorization' });
  });

  it('Medicare materials: newest year first (spec §6: a 403 is an empty list, other failures the error page)', () => {
    const list = medicareMaterialsList([
      { id: 'eoc', title: 'Evidence of Coverage', year: 2025, url: 'https://d.example.com/eoc.pdf' },
      { id: 'anoc', title: 'Annual Notice of Change', year: 2026, url: 'https://d.example.com/anoc.pdf' },
    ]);
    expect(list.map((m) => m.id)).toEqual(['anoc', 'eoc']);
    expect(medicareMaterialsFailure(403)).toBe('emptyList');
    for (const status of [1, 401, 404, 408, 500, 502, 503]) expect(medicareMaterialsFailure(status)).toBe('errorPage');
  });

  it('outline of coverage (spec §7 handbook/ooc, text): an https address, or none', () => {
    expect(outlineOfCoverage('https://docs.example.com/ooc.pdf\n')).toBe('https://docs.example.com/ooc.pdf');
    expect(outlineOfCoverage('')).toBeNull();
    expect(outlineOfCoverage('http://docs.example.com/ooc.pdf')).toBeNull();
  });
});

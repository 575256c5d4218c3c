import { describe, expect, it } from 'vitest';
import { wordsText, type Words } from '../../engine/i18n/words';
import { translator } from '../../../test/translate';
import { claimFixture } from './claim.fixture';
import {
  claimsCsv,
  claimsCsvFilename,
  claimsOfPages,
  csvCell,
  csvPageRequest,
  remainingPages,
  toCsv,
  type ClaimsCsvColumn,
} from './claims-csv';
import { defaultClaimsFilters } from './page-rules';

const headings: Record<ClaimsCsvColumn, string> = {
  provider: 'Provider',
  status: 'Status',
  patient: 'Patient',
  serviceDate: 'Service date',
  billed: 'Billed',
  planPaid: 'Plan paid',
  claimNumber: 'Claim number',
  youOwe: 'You owe',
};
const english = translator('en');
const words = { heading: (column: ClaimsCsvColumn) => headings[column], paidOn: (date: string) => `on ${date}`, status: (w: Words) => wordsText(w, english) };

describe('csvCell (RFC 4180)', () => {
  it('leaves a plain field as it is', () => {
    expect(csvCell('Northside Family Medicine')).toBe('Northside Family Medicine');
    expect(csvCell('')).toBe('');
  });
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('$1,234.50')).toBe('"$1,234.50"');
    expect(csvCell('Dr. "Sam" Lee')).toBe('"Dr. ""Sam"" Lee"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });
  it('prefixes a quote to a field a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });
  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvCell('Smith-Jones')).toBe('Smith-Jones');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF, the last too', () => {
    expect(toCsv([['a', 'b'], ['c, d', 'e']])).toBe('a,b\r\n"c, d",e\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('claimsCsv', () => {
  it("writes the list's columns with its formatting: status with its paid date, mm/dd/yyyy, money with two decimals", () => {
    const paid = claimFixture({
      id: 'M2400123401',
      provider: { providerId: 'P-1', providerName: 'Northside Family Medicine' },
      patient: { firstName: 'Dana', lastName: 'Rivera' },
      serviceDateFrom: '2026-04-16',
      paidDate: '2026-04-30',
      claimDetailTotals: { chargeAmountTotal: 1245, paidAmountTotal: 180, combinedMemberResponsibilityAmount: 65.5 },
    });
    const inProcess = claimFixture({ id: 'M2400123402', claimStatusDescription: 'In Process', claimStatusCode: '01', paidDate: null, serviceDateFrom: '2026-05-14' });
    expect(claimsCsv([paid, inProcess], words).split('\r\n')).toEqual([
      'Provider,Status,Patient,Service date,Billed,Plan paid,Claim number,You owe',
      'Northside Family Medicine,Paid on 04/30/2026,Dana Rivera,04/16/2026,"$1,245.00",$180.00,M2400123401,$65.50',
      'Northside Family Medicine,In Process,Alex Rivera,05/14/2026,$245.00,$180.00,M2400123402,$65.00',
      '',
    ]);
  });
  it("writes each status in the page's language (Spanish: 'Pagado el 04/30/2026', dates still mm/dd/yyyy)", () => {
    const spanish = translator('es');
    const inSpanish = { ...words, paidOn: (paidDate: string) => spanish('claims.recentClaims.paidOn', { paidDate }), status: (w: Words) => wordsText(w, spanish) };
    const claims = [
      claimFixture({ paidDate: '2026-04-30' }),
      claimFixture({ claimStatusDescription: 'In Process', claimStatusCode: '01', paidDate: null }),
      claimFixture({ claimStatusDescription: 'Adjusted', claimStatusCode: 'X7', paidDate: null }),
    ];
    expect(claimsCsv(claims, inSpanish).split('\r\n').slice(1, 4).map((line) => line.split(',')[1])).toEqual([
      'Pagado el 04/30/2026', 'En proceso', 'Adjusted',
    ]);
  });
  it('neutralises a provider name that starts like a formula', () => {
    const hostile = claimFixture({ provider: { providerId: 'P-9', providerName: '=cmd|" /C calc"!A0' } });
    expect(claimsCsv([hostile], words).split('\r\n')[1]).toMatch(/^"'=cmd\|"" \/C calc""!A0",/);
  });
  it('with no claims, is the heading row alone', () => {
    expect(claimsCsv([], words)).toBe('Provider,Status,Patient,Service date,Billed,Plan paid,Claim number,You owe\r\n');
  });
});

describe('the pages of the file', () => {
  const today = '2026-05-20';
  it("asks for the list's filters a page of 100 at a time, whichever page the list shows", () => {
    const filters = { ...defaultClaimsFilters(today, 'dental'), suffix: '2', status: '02', page: 3, size: 5 };
    expect(csvPageRequest(filters, 1)).toEqual({
      startDate: '2024-05-20', endDate: today, page: '1', size: '100', suffix: '2', claimStatus: '02',
    });
  });
  it('reads the pages after the first', () => {
    expect(remainingPages(0)).toEqual([]);
    expect(remainingPages(1)).toEqual([]);
    expect(remainingPages(3)).toEqual([1, 2]);
  });
  it('keeps every claim once, in page order', () => {
    const [a, b, c] = ['1', '2', '3'].map((id) => claimFixture({ id })) as [ReturnType<typeof claimFixture>, ReturnType<typeof claimFixture>, ReturnType<typeof claimFixture>];
    expect(claimsOfPages([{ data: [a, b] }, { data: [b, c] }]).map((claim) => claim.id)).toEqual(['1', '2', '3']);
  });
  it('names the file by type and day', () => {
    expect(claimsCsvFilename('vision', today)).toBe('claims-vision-2026-05-20.csv');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import type { Claim, PagedClaims } from './api-types';
import { claimFixture } from './claim.fixture';
import { ClaimsCsvDownload } from './ClaimsCsvDownload';
import { defaultClaimsFilters } from './page-rules';

const today = '2026-11-21';
/* The list shows Dana's paid claims, page 2 of 5 a page; the file has every page of them, 100 a call. */
const filters = { ...defaultClaimsFilters(today, 'medical'), suffix: '0', status: '02', page: 1, size: 5 };
const pageCall = (page: number) => `GET claims/medical?startDate=2024-11-21&endDate=${today}&page=${page}&size=100&suffix=0&claimStatus=02`;

function page(data: Claim[], number: number, totalPages: number, totalElements: number): PagedClaims {
  return {
    data,
    page: { number, size: 100, numberOfElements: data.length, totalElements, totalPages, first: number === 0, last: number === totalPages - 1, empty: data.length === 0 },
    totals: { chargeAmountTotal: 0, paidAmountTotal: 0, combinedMemberResponsibilityAmount: 0 },
  };
}

const many = Array.from({ length: 100 }, (_, i) => claimFixture({ id: `M24${String(i).padStart(8, '0')}` }));
const last = claimFixture({
  id: 'M2300000999', provider: { providerId: 'P-9', providerName: '=HYPERLINK("http://x.example")' },
  patient: { firstName: 'Dana', lastName: 'Rivera' }, serviceDateFrom: '2025-01-02', paidDate: '2025-01-20',
  claimDetailTotals: { chargeAmountTotal: 1245.5, paidAmountTotal: 1000, combinedMemberResponsibilityAmount: 245.5 },
});

let saved: { blob: Blob; filename: string }[] = [];
let blobs: Blob[] = [];
beforeEach(() => {
  saved = [];
  blobs = [];
  setGlobalErrorHandler(() => undefined);
  startSession(fakeToken(), new Date());
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:csv-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs[blobs.length - 1]!, filename: this.download });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const renderButton = () => renderWithProviders(<ClaimsCsvDownload filters={filters} today={today} />, { route: '/claims' });

describe('ClaimsCsvDownload', () => {
  it("saves every page of the list's filters as claims-<type>-<day>.csv, in the list's columns and formats", async () => {
    const stub = stubGateway({ [pageCall(0)]: page(many, 0, 2, 101), [pageCall(1)]: page([last], 1, 2, 101) });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Claims in claims-medical-2026-11-21.csv: 101.')).toBeInTheDocument();
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual([pageCall(0), pageCall(1)]);

    expect(saved).toHaveLength(1);
    expect(saved[0]!.filename).toBe('claims-medical-2026-11-21.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await saved[0]!.blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(1 + 101 + 1);
    expect(lines[0]).toBe('Provider,Status,Patient,Service date,Billed,Plan paid,Claim number,You owe');
    expect(lines[1]).toBe('Northside Family Medicine,Paid on 10/20/2026,Alex Rivera,10/06/2026,$245.00,$180.00,M2400000000,$65.00');
    expect(lines[101]).toBe(`"'=HYPERLINK(""http://x.example"")",Paid on 01/20/2025,Dana Rivera,01/02/2025,"$1,245.50","$1,000.00",M2300000999,$245.50`);
    expect(lines[102]).toBe('');
  });

  it('a failed page saves nothing and says so; the button works again', async () => {
    let second: Answer = { status: 503, body: { status: 503, message: 'Down' } };
    stubGateway({ [pageCall(0)]: page(many, 0, 2, 101), [pageCall(1)]: () => second });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText("We couldn't prepare the CSV file. Please try again.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    second = page([last], 1, 2, 101);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Claims in claims-medical-2026-11-21.csv: 101.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import type { ApiError } from '../../api/api-error';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { accountFixture, memberFixture } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { claimFixture, claimsPage } from './claim.fixture';
import RecentClaimsTile from './RecentClaimsTile';

/* The render's clock is 21 November 2026: the card asks for 21 November 2024 to that day. */
const MEDICAL = 'GET claims/medical?startDate=2024-11-21&endDate=2026-11-21&page=0&size=3';
const DENTAL = 'GET claims/dental?startDate=2024-11-21&endDate=2026-11-21&page=0&size=3';

const paid = claimFixture({
  id: 'M2400123401', paidDate: '2026-10-20', serviceDateFrom: '2026-10-06',
  provider: { providerId: 'P-1', providerName: 'Northside Family Medicine' },
  claimDetailTotals: { chargeAmountTotal: 245, paidAmountTotal: 180, combinedMemberResponsibilityAmount: 65 },
});
const inProcess = claimFixture({
  id: 'M2400123402', claimStatusDescription: 'In Process', claimStatusCode: '01', paidDate: null, serviceDateFrom: '2026-11-15',
  memberSuffix: 1, provider: { providerId: 'P-2', providerName: 'Providence Imaging Center' },
  claimDetailTotals: { chargeAmountTotal: 1380, paidAmountTotal: 0, combinedMemberResponsibilityAmount: 0 },
});
const dentalPaid = claimFixture({
  id: 'D2400456702', claimType: 'D', paidDate: '2026-05-17', serviceDateFrom: '2026-05-05', memberSuffix: 2,
  provider: { providerId: 'P-3', providerName: 'Bright Smiles Dental' },
  claimDetailTotals: { chargeAmountTotal: 96, paidAmountTotal: 96, combinedMemberResponsibilityAmount: 0 },
});
const dentalOlder = claimFixture({ id: 'D2300456703', claimType: 'D', serviceDateFrom: '2025-03-01', paidDate: '2025-03-12' });

const subscriber = accountFixture(memberFixture({ memberSuffix: 0 }));
const dependent = accountFixture(memberFixture({ memberSuffix: 2, firstName: 'Riley', relationship: 'D' }));

function gateway(answers: Record<string, Answer>) {
  return stubGateway({ 'GET account': subscriber, ...answers });
}

const reported: ApiError[] = [];
beforeEach(() => {
  reported.length = 0;
  setGlobalErrorHandler((error) => reported.push(error));
  startSession(fakeToken(), new Date());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

function EobPage() {
  return <p>EOB page {useParams().documentId}</p>;
}

const renderTile = (language: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/home" element={<><h1>Home</h1><RecentClaimsTile /><p>Rest of the page</p></>} />
      <Route path="/eobs/:documentId" element={<EobPage />} />
    </Routes>,
    { route: '/home', language },
  );

const tile = () => screen.findByRole('region', { name: 'Recent claims' });
/** The card's claims, once loaded. */
async function claimItems(title = 'Recent claims') {
  const list = await screen.findByRole('list');
  expect(screen.getByRole('region', { name: title })).toContainElement(list);
  return within(list).getAllByRole('listitem');
}

describe('RecentClaimsTile', () => {
  it("words each status in Spanish on a Spanish page, never the API's English (issue 30)", async () => {
    gateway({ [MEDICAL]: claimsPage([inProcess, paid]), [DENTAL]: claimsPage([]) });
    renderTile('es');
    const items = await claimItems('Reclamos recientes');
    expect(items[0]).toHaveTextContent('En proceso');
    expect(items[0]!.querySelector('svg')).not.toBeNull();
    expect(items[1]).toHaveTextContent('Pagado el 10/20/2026');
    expect(screen.getByRole('region', { name: 'Reclamos recientes' })).not.toHaveTextContent(/Paid|In Process/);
  });

  it('shows 3 medical claims newest first with status, what is owed, type, provider, service date and links', async () => {
    const third = claimFixture({ id: 'M2400123403', serviceDateFrom: '2026-09-01', paidDate: '2026-09-15' });
    const calls = gateway({ [MEDICAL]: claimsPage([inProcess, paid, third]), [DENTAL]: claimsPage([dentalPaid]) });
    renderTile();

    const items = await claimItems();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('In Process');
    expect(items[0]).toHaveTextContent('You owe $0.00');
    expect(items[0]).toHaveTextContent('Claim typeMedical');
    expect(items[0]).toHaveTextContent('ProviderProvidence Imaging Center');
    expect(items[0]).toHaveTextContent('Service date11/15/2026');
    expect(items[0]!.querySelector('svg')).not.toBeNull();

    expect(items[1]).toHaveTextContent('Paid on 10/20/2026');
    expect(items[1]).toHaveTextContent('You owe $65.00');
    expect(items[1]!.querySelector('svg')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Claim details for Northside Family Medicine, service date 10/06/2026' }))
      .toHaveAttribute('href', '/claims/m/M2400123401/0');
    expect(within(items[0]!).getByRole('link', { name: /^Claim details/ })).toHaveAttribute('href', '/claims/m/M2400123402/1');

    expect(screen.getByRole('link', { name: 'View all your claims' })).toHaveAttribute('href', '/claims');
    expect(screen.queryByText('Bright Smiles Dental')).not.toBeInTheDocument();
    // Both calls start together (no waterfall).
    expect(calls.calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining([MEDICAL, DENTAL]));
  });

  it('adds dental claims when there are fewer than 3 medical ones', async () => {
    gateway({ [MEDICAL]: claimsPage([paid]), [DENTAL]: claimsPage([dentalPaid, dentalOlder]) });
    renderTile();

    const items = await claimItems();
    expect(items.map((item) => within(item).getAllByRole('definition')[1]?.textContent)).toEqual([
      'Northside Family Medicine', 'Bright Smiles Dental', 'Northside Family Medicine',
    ]);
    expect(items[1]).toHaveTextContent('Claim typeDental');
    expect(within(items[1]!).getByRole('link', { name: /^Claim details/ })).toHaveAttribute('href', '/claims/d/D2400456702/2');
  });

  it('gives the subscriber an EOB button on paid (code 02) claims only, each named after its claim', async () => {
    gateway({ [MEDICAL]: claimsPage([inProcess, paid]), [DENTAL]: claimsPage([dentalPaid]) });
    renderTile();

    const items = await claimItems();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'EOB for Northside Family Medicine, service date 10/06/2026' })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'EOB for Bright Smiles Dental, service date 05/05/2026' })).toBeInTheDocument();
  });

  it('gives a dependent no EOB button', async () => {
    gateway({ 'GET account': dependent, [MEDICAL]: claimsPage([]), [DENTAL]: claimsPage([dentalPaid]) });
    renderTile();

    const items = await claimItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Paid on 05/17/2026');
    expect(screen.queryByRole('button', { name: /EOB/ })).not.toBeInTheDocument();
  });

  it("EOB reads the claim's EOB and goes to /eobs/{documentId}", async () => {
    const calls = gateway({
      [MEDICAL]: claimsPage([paid]),
      [DENTAL]: claimsPage([]),
      'GET v2/eobs?claimId=M2400123401': {
        data: [{
          documentId: 'EOB-M2400123401', pdfDocumentId: 'PDF-M2400123401', date: '2026-10-20', typeOfClaims: 'Medical',
          subscriber: { firstName: 'Alex', middleInitial: null, lastName: 'Rivera' }, members: [], claims: [],
        }],
        page: { number: 0, size: 10, numberOfElements: 1, totalElements: 1, totalPages: 1, first: true, last: true, empty: false },
      },
    });
    renderTile();

    await userEvent.setup().click(await screen.findByRole('button', { name: /^EOB for Northside/ }));
    expect(await screen.findByText('EOB page EOB-M2400123401')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.path.startsWith('v2/eobs'))).toHaveLength(1);
    expect(reported).toEqual([]);
  });

  it('EOB shows the 404 error page when the claim has no EOB document', async () => {
    gateway({
      [MEDICAL]: claimsPage([paid]),
      [DENTAL]: claimsPage([]),
      'GET v2/eobs?claimId=M2400123401': {
        data: [],
        page: { number: 0, size: 10, numberOfElements: 0, totalElements: 0, totalPages: 0, first: true, last: true, empty: true },
      },
    });
    renderTile();

    await userEvent.setup().click(await screen.findByRole('button', { name: /^EOB for Northside/ }));
    await waitFor(() => expect(reported.map((e) => e.status)).toEqual([404]));
    expect(screen.queryByText(/EOB page/)).not.toBeInTheDocument();
  });

  it('EOB shows the error page for the status when the EOB call fails', async () => {
    gateway({
      [MEDICAL]: claimsPage([paid]),
      [DENTAL]: claimsPage([]),
      'GET v2/eobs?claimId=M2400123401': { status: 503, body: { status: 503, message: 'Down for maintenance' } },
    });
    renderTile();

    await userEvent.setup().click(await screen.findByRole('button', { name: /^EOB for Northside/ }));
    await waitFor(() => expect(reported.map((e) => e.status)).toEqual([503]));
  });

  it('renders nothing when there are no recent claims', async () => {
    const calls = gateway({ [MEDICAL]: claimsPage([]), [DENTAL]: claimsPage([]) });
    renderTile();

    await waitFor(() => expect(calls.calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining([MEDICAL, DENTAL])));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recent claims' })).not.toBeInTheDocument());
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  });

  it('shows a busy skeleton under its heading while the claims load', async () => {
    gateway({ [MEDICAL]: claimsPage([paid]), [DENTAL]: claimsPage([]) });
    renderTile();

    const loading = screen.getByRole('region', { name: 'Recent claims' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByTestId('skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Recent claims' })).not.toHaveAttribute('aria-busy'));
  });

  it('shows its own error with a retry when a claims call fails; the rest of the page keeps working', async () => {
    let dentalFails = true;
    gateway({
      [MEDICAL]: claimsPage([paid]),
      [DENTAL]: () => (dentalFails ? { status: 500, body: { status: 500, message: 'Boom' } } : claimsPage([dentalPaid])),
    });
    renderTile();

    const region = await tile();
    expect(await within(region).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(reported).toEqual([]);

    dentalFails = false;
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await claimItems()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { accountFixture, activeRecord, memberFixture, termedRecord } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { claimsPage } from './claim.fixture';
import ClaimCostsSection from './ClaimCostsSection';

/* The render's clock is 21 November 2026; the fixture's plan year began 1 January 2025 (member-context.fixture.ts). */
const call = (type: string) => `GET claims/${type}?startDate=2025-01-01&endDate=2026-11-21&page=0&size=1`;
const totals = (chargeAmountTotal: number, paidAmountTotal: number, combinedMemberResponsibilityAmount: number) => ({
  ...claimsPage([]),
  totals: { chargeAmountTotal, paidAmountTotal, combinedMemberResponsibilityAmount },
});

function gateway(answers: Record<string, Answer>, member = memberFixture()) {
  return stubGateway({ 'GET account': accountFixture(member), ...answers });
}

beforeEach(() => {
  setGlobalErrorHandler(() => undefined);
  startSession(fakeToken(), new Date());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const renderSection = () => renderWithProviders(<ClaimCostsSection />, { route: '/claims' });
const costTable = () => screen.findByRole('table', { name: 'Costs by claim type, 01/01/2025 to 11/21/2026' });

describe('ClaimCostsSection', () => {
  it("shows each covered claim type's totals of this plan year in a table, with the sum of all types", async () => {
    gateway({ [call('medical')]: totals(2855, 775, 129.5), [call('dental')]: totals(439, 396, 43), [call('vision')]: totals(180, 170, 10) });
    renderSection();

    const table = await costTable();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Claim type', 'Billed', 'Plan paid', 'You owe'],
      ['Medical (show these claims)', '$2,855.00', '$775.00', '$129.50'],
      ['Dental (show these claims)', '$439.00', '$396.00', '$43.00'],
      ['Vision (show these claims)', '$180.00', '$170.00', '$10.00'],
      ['All claim types', '$3,474.00', '$1,341.00', '$182.50'],
    ]);
    expect(screen.getByRole('region', { name: 'Your costs this plan year' })).toHaveTextContent(
      'Claims with a service date from 01/01/2025 to 11/21/2026, for everyone on your plan whose claims you can see.',
    );
    // Each type links to the list of the claims its row sums.
    expect(within(table).getByRole('link', { name: 'Dental (show these claims)' })).toHaveAttribute('href', '/claims?type=dental&from=2025-01-01');
  });

  it("says the plan year's dates while the figures load: they are the member's coverage, not the claims'", async () => {
    const { fetch } = gateway({ [call('medical')]: totals(2855, 775, 129.5), [call('dental')]: totals(439, 396, 43), [call('vision')]: totals(180, 170, 10) });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/claims/')) await held;
      return fetch(url, init);
    });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Your costs this plan year' });
    expect(
      await within(region).findByText('Claims with a service date from 01/01/2025 to 11/21/2026, for everyone on your plan whose claims you can see.'),
    ).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    release();
    expect(await costTable()).toBeInTheDocument();
  });

  it('draws the same figures as labelled bars, hidden from assistive technology (the table is what it reads)', async () => {
    gateway({ [call('medical')]: totals(2855, 775, 129.5), [call('dental')]: totals(0, 0, 0), [call('vision')]: totals(180, 170, 10) });
    renderSection();
    await costTable();

    const chart = screen.getByRole('region', { name: 'Your costs this plan year' }).querySelector('svg[aria-hidden="true"]');
    expect(chart).not.toBeNull();
    expect(chart).toHaveTextContent('MedicalBilled$2,855.00Plan paid$775.00You owe$129.50DentalBilled$0.00');
    // Each bar a track and its fill, the fill a share of the largest figure; nothing billed: the tracks alone.
    const fills = (type: string) => [...chart!.querySelectorAll(`g[data-type="${type}"] g[data-series] rect:nth-of-type(2)`)].map((bar) => bar.getAttribute('width'));
    expect(fills('medical')).toEqual(['100%', `${(775 / 2855) * 100}%`, `${(129.5 / 2855) * 100}%`]);
    expect(chart!.querySelectorAll('g[data-type="dental"] rect')).toHaveLength(3);
    expect(fills('dental')).toEqual([]);
  });

  it('leaves out a claim type without coverage today', async () => {
    const member = memberFixture({ eligibility: { medical: [activeRecord], dental: [termedRecord], vision: [], pharmacy: [activeRecord] } });
    const stub = gateway({ [call('medical')]: totals(100, 80, 20) }, member);
    renderSection();

    const table = await screen.findByRole('table', { name: 'Costs by claim type, 01/01/2025 to 11/21/2026' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Medical (show these claims)']);
    expect(stub.calls.map((c) => c.path).filter((path) => path.startsWith('claims/'))).toEqual([call('medical').slice(4)]);
  });

  it("a failed call is the section's own error: 'Try again' calls again only what failed", async () => {
    let dentalAnswer: Answer = { status: 503, body: { status: 503, message: 'Down' } };
    const stub = gateway({ [call('medical')]: totals(1, 1, 0), [call('dental')]: () => dentalAnswer, [call('vision')]: totals(1, 1, 0) });
    renderSection();

    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    dentalAnswer = totals(439, 396, 43);
    const before = stub.calls.length;
    await userEvent.click(retry);
    await costTable();
    expect(stub.calls.slice(before).map((c) => c.path)).toEqual([call('dental').slice(4)]);
  });

  it('with no coverage today, says so and makes no claims call', async () => {
    const member = memberFixture({ eligibility: { medical: [termedRecord], dental: [], vision: [], pharmacy: [] } });
    const stub = gateway({}, member);
    renderSection();

    await waitFor(() => expect(screen.getByRole('region', { name: 'Your costs this plan year' })).toHaveTextContent('You have no coverage in force today'));
    expect(stub.calls.some((c) => c.path.startsWith('claims/'))).toBe(false);
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, memberFixture } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import type { Limit } from './api';
import FeaturedLimitTile from './FeaturedLimitTile';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const NOW = new Date('2026-11-21T12:00:00');
const account = accountFixture(memberFixture({ memberSuffix: 0 }));
const limitsCall = 'GET benefits/limits?suffix=0&asOfDate=2026-11-21';

/** The `hospital` persona's limits: a dental Annual Limit of 2000, 650 met, 1350 remaining. */
const dentalAnnual: Limit = {
  productCategory: 'D',
  coverageType: 'INDIVIDUAL',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 2000,
  totalMet: 650,
  totalRemaining: 1350,
  detailedDescription: { header: 'Dental annual limit', body: 'The most the dental plan pays for your care in a plan year.' },
};
const medicalDeductible: Limit = {
  ...dentalAnnual,
  productCategory: 'M',
  limitType: 'Deductible - In Network',
  total: 750,
  totalMet: 200,
  totalRemaining: 550,
  detailedDescription: { header: 'Deductible - In Network', body: 'What you pay before the plan pays.' },
};

function renderTile(limits: Answer) {
  const gateway = stubGateway({ 'GET account': account, [limitsCall]: limits });
  renderWithProviders(<FeaturedLimitTile productCategory="D" />, { brand: 'hospital', now: NOW });
  return gateway;
}

const tile = () => screen.findByRole('region', { name: 'Benefits' });

describe('FeaturedLimitTile', () => {
  it("features the member's first valid dental limit for today: remaining, progress, description, note and link", async () => {
    const gateway = renderTile([medicalDeductible, { ...dentalAnnual, limitType: 'Orthodontia' }, dentalAnnual]);
    const region = await tile();
    expect(await within(region).findByRole('heading', { name: 'Annual Limit remaining', level: 3 })).toBeInTheDocument();
    expect(within(region).getByText('$1,350.00')).toBeInTheDocument();
    expect(gateway.calls.map((c) => `${c.method} ${c.path}`)).toContain(limitsCall);

    const bar = within(region).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', 'Met $650.00, $2,000.00 limit');

    expect(within(region).getByText('Remaining is based on claims already processed.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Dental' })).toHaveAttribute('href', '/benefits/dental');
  });

  it('shows the detailed description header and body in a tooltip on focus', async () => {
    renderTile([dentalAnnual]);
    const region = await tile();
    const about = await within(region).findByRole('button', { name: 'About Annual Limit' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    act(() => about.focus());
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent('Dental annual limit');
    expect(tooltip).toHaveTextContent('The most the dental plan pays for your care in a plan year.');
    expect(about).toHaveAccessibleDescription(/Dental annual limit/);
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(tooltip).not.toBeVisible();
  });

  it('says so when the category has no valid limit (met and remaining both 0), still linking its benefits', async () => {
    renderTile([medicalDeductible, { ...dentalAnnual, totalMet: 0, totalRemaining: 0 }]);
    const region = await tile();
    expect(
      await within(region).findByText(
        'There are no dental benefit limits to show right now. See your dental benefits for what your plan covers.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Dental' })).toHaveAttribute('href', '/benefits/dental');
  });

  it('reserves its height with a skeleton while the limits load', async () => {
    stubGateway({ 'GET account': account });
    const withAccount = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.includes('benefits/limits') ? new Promise<Response>(() => undefined) : withAccount(url, init),
    );
    renderWithProviders(<FeaturedLimitTile productCategory="D" />, { brand: 'hospital', now: NOW });
    const region = await tile();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByTestId('skeleton')).toBeInTheDocument();
    expect(getComputedStyle(region).minHeight).toBe('17rem');
  });

  it('shows its own error with a retry that calls again', async () => {
    let fail = true;
    renderTile(() => (fail ? { status: 500, body: { status: 500, message: 'Down' } } : [dentalAnnual]));
    const region = await tile();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this section right now.");
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(await within(region).findByText('$1,350.00')).toBeInTheDocument();
  });
});

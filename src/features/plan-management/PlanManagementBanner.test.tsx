import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanManagementDetails } from '../../api/response-types';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import { renewingPlanFixture } from './plan-management.fixture';
import PlanManagementBanner from './PlanManagementBanner';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

/** The `subscriber` persona: eligible and active, no cancellation status. */
const subscriber = renewingPlanFixture;

/** The `cancelled` persona: status D. */
const cancelled: PlanManagementDetails = {
  ...subscriber,
  coverageEndDateUponCancellation: '2026-12-31',
  directPlanCancellationStatus: { id: 'D', description: 'Medical and dental plans will not renew' },
};

const banner = () => screen.findByRole('region', { name: 'Plan renewal' });

describe('PlanManagementBanner', () => {
  it('reminds to renew before open enrollment ends, naming the upcoming plan year', async () => {
    stubGateway({ 'GET plan-management/details': subscriber });
    renderWithProviders(<PlanManagementBanner />);
    const region = await banner();
    expect(
      await within(region).findByText(
        'Open enrollment ends 12/21/2026. Review your plan for 2027 and renew it or make changes before then.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 2, name: 'Plan renewal' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/account/plan-benefits');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says when benefits end and lists medical and dental as not renewed for status D', async () => {
    stubGateway({ 'GET plan-management/details': cancelled });
    renderWithProviders(<PlanManagementBanner />);
    const region = await banner();
    expect(await within(region).findByText('Your benefits end on 12/31/2026.')).toBeInTheDocument();
    expect(within(region).getByText('These plans will not be renewed:')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical', 'Dental']);
  });

  it('lists medical alone for status M', async () => {
    stubGateway({
      'GET plan-management/details': { ...cancelled, directPlanCancellationStatus: { id: 'M', description: 'Medical plan will not renew' } },
    });
    renderWithProviders(<PlanManagementBanner />);
    const region = await banner();
    await within(region).findByText('Your benefits end on 12/31/2026.');
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical']);
  });

  it('shows nothing when the details say the member is not eligible and active', async () => {
    const gateway = stubGateway({ 'GET plan-management/details': { ...subscriber, eligibleAndActive: false } });
    renderWithProviders(<PlanManagementBanner />);
    await vi.waitFor(() => expect(gateway.calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Plan renewal' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Plan renewal' })).toBeNull();
  });

  it('is busy while loading, then shows its own error with a retry that loads it', async () => {
    let fail = true;
    stubGateway({
      'GET plan-management/details': () => (fail ? { status: 503, body: { status: 503, message: 'Down' } } : subscriber),
    });
    renderWithProviders(<PlanManagementBanner />);
    expect(screen.getByRole('region', { name: 'Plan renewal' })).toHaveAttribute('aria-busy', 'true');

    const retry = await within(await banner()).findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await within(await banner()).findByText(/^Open enrollment ends 12\/21\/2026\./)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../../test/stub-gateway';
import SelectGroupSection from './SelectGroupSection';
import { signIn, signOut } from './test-support';

const continueRouting = vi.fn(async (_token: string, _options?: unknown) => undefined);
vi.mock('../continue-routing', () => ({ useContinueRouting: () => continueRouting }));

const groups = [
  { groupId: '10005360', groupName: 'Cascade Health 360', memberKey: '700400', moda360: true, planEffectiveDate: '2024-06-01', planTerminationDate: null, inactive: false },
  { groupId: '10001450', groupName: 'Cedar Valley School District', memberKey: '700410', moda360: false, planEffectiveDate: '2024-06-01', planTerminationDate: null, inactive: false },
];
const active = { planStatus: 'ACTIVE', planEffectiveDate: '2024-06-01', planTerminationDate: null };
const details = {
  '10005360': { groupEffectiveDate: '2024-06-01', groupTerminationDate: null, medical: active, dental: active, vision: active, pharmacy: active },
  '10001450': {
    groupEffectiveDate: '2024-06-01',
    groupTerminationDate: '2026-12-31',
    medical: { planStatus: 'TERMED', planEffectiveDate: '2020-01-01', planTerminationDate: '2023-12-31' },
    dental: { planStatus: 'FUTURE', planEffectiveDate: '2027-01-01', planTerminationDate: null },
    vision: active,
    pharmacy: null,
  },
};

/**
 * The fake gateway, whose group-detail calls are answered only once both were made: a waterfall never finishes.
 */
function gatewayWithParallelDetails(more: Record<string, Answer> = {}) {
  const gateway = stubGateway({
    'GET groups/individual': groups,
    'GET group-detail?groupId=10005360': details['10005360'],
    'GET group-detail?groupId=10001450': details['10001450'],
    ...more,
  });
  let release: () => void = () => undefined;
  const bothAsked = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.includes('group-detail')) {
      asked += 1;
      if (asked === 2) release();
      await bothAsked;
    }
    return gateway.fetch(url, init);
  });
  return gateway;
}

const sessionToken = fakeToken({ groupId: '10005360' });
beforeEach(() => {
  continueRouting.mockClear();
  signIn(sessionToken, 'session');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/select-group" element={<SelectGroupSection />} />
    </Routes>,
    { route: '/select-group' },
  );

const statusRows = (card: HTMLElement) =>
  within(within(card).getByRole('table', { name: 'Plan status' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('SelectGroupSection', () => {
  it('resolves every group detail (in parallel) first, then shows each group with its dates and plan statuses', async () => {
    gatewayWithParallelDetails();
    renderPage();
    // The page's heading is the route's (src/app/routes.test.tsx): this section is what the manifest puts under it.

    const cascade = await screen.findByRole('region', { name: 'Cascade Health 360' });
    expect(within(cascade).getByText('Since 06/01/2024')).toBeInTheDocument();
    expect(within(cascade).getByText('You are viewing this group.')).toBeInTheDocument();
    expect(statusRows(cascade)).toEqual(['MedicalActive', 'DentalActive', 'VisionActive', 'PharmacyActive']);

    const cedar = screen.getByRole('region', { name: 'Cedar Valley School District' });
    expect(within(cedar).getByText('06/01/2024 to 12/31/2026')).toBeInTheDocument();
    expect(within(cedar).queryByText('You are viewing this group.')).not.toBeInTheDocument();
    expect(statusRows(cedar)).toEqual(['MedicalTermed', 'DentalFuture', 'VisionActive', 'PharmacyNo plan']);
  });

  it('View group logs the old session state out, switches with the old token, then routes on', async () => {
    const gateway = gatewayWithParallelDetails({ 'POST group-selection': { token: 'cedar-token', redirect: null } });
    sessionStorage.setItem('something.of.the.old.member', 'x');
    renderPage();
    const cedar = await screen.findByRole('region', { name: 'Cedar Valley School District' });
    await userEvent.setup().click(within(cedar).getByRole('button', { name: 'View group' }));

    await waitFor(() =>
      expect(continueRouting).toHaveBeenCalledWith('cedar-token', { redirect: null, progress: { groupChosen: true } }),
    );
    expect(gateway.calls.find((c) => c.method === 'POST' && c.path === 'group-selection')).toMatchObject({
      body: { groupId: '10001450', domain: 1 },
      authorization: `Bearer ${sessionToken}`,
    });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

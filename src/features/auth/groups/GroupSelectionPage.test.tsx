import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../../test/stub-gateway';
import GroupSelectionPage from './GroupSelectionPage';
import { signIn, signOut } from './test-support';

const continueRouting = vi.fn(async (_token: string, _options?: unknown) => undefined);
vi.mock('../continue-routing', () => ({ useContinueRouting: () => continueRouting }));

const groups = [
  { groupId: '10005360', groupName: 'Cascade Health 360', memberKey: '700400', moda360: true, planEffectiveDate: '2024-06-01', planTerminationDate: null, inactive: false },
  { groupId: '10001450', groupName: 'Cedar Valley School District', memberKey: '700410', moda360: false, planEffectiveDate: '2019-09-01', planTerminationDate: '2024-08-31', inactive: true },
];

beforeEach(() => continueRouting.mockClear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/group-selection" element={<GroupSelectionPage />} />
    </Routes>,
    { route: '/group-selection' },
  );
}

describe('GroupSelectionPage', () => {
  it('shows a card per group plan with its ID, name, dates, the inactive banner and Log in to account', async () => {
    stubGateway({ 'GET groups': groups });
    signIn(fakeToken({ temporary: true }), 'temporary');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Select a group plan' })).toBeInTheDocument();

    const cascade = await screen.findByRole('region', { name: 'Cascade Health 360' });
    expect(within(cascade).getByText('10005360')).toBeInTheDocument();
    expect(within(cascade).getByText('06/01/2024')).toBeInTheDocument();
    expect(within(cascade).getByText('None')).toBeInTheDocument();
    expect(within(cascade).queryByText('Inactive plan')).not.toBeInTheDocument();
    expect(within(cascade).getByRole('button', { name: 'Log in to account' })).toBeEnabled();

    const cedar = screen.getByRole('region', { name: 'Cedar Valley School District' });
    expect(within(cedar).getByText('09/01/2019')).toBeInTheDocument();
    expect(within(cedar).getByText('08/31/2024')).toBeInTheDocument();
    expect(within(cedar).getByText('Inactive plan')).toBeInTheDocument();
  });

  it('routes on with the same token when the group already tied to it is chosen', async () => {
    const gateway = stubGateway({ 'GET groups': groups });
    const token = fakeToken({ groupId: '10005360' });
    signIn(token, 'temporary');
    renderPage();
    const cascade = await screen.findByRole('region', { name: 'Cascade Health 360' });
    await userEvent.setup().click(within(cascade).getByRole('button', { name: 'Log in to account' }));

    await waitFor(() => expect(continueRouting).toHaveBeenCalledWith(token, { progress: { groupChosen: true } }));
    expect(gateway.calls.map((c) => c.path)).not.toContain('group-selection');
  });

  it('switches to another group first, then routes on with the new token', async () => {
    const gateway = stubGateway({ 'GET groups': groups, 'POST group-selection': { token: 'new-token', redirect: null } });
    const token = fakeToken({ groupId: '10005360', temporary: true });
    signIn(token, 'temporary');
    renderPage();
    const cedar = await screen.findByRole('region', { name: 'Cedar Valley School District' });
    await userEvent.setup().click(within(cedar).getByRole('button', { name: 'Log in to account' }));

    await waitFor(() =>
      expect(continueRouting).toHaveBeenCalledWith('new-token', { redirect: null, progress: { groupChosen: true } }),
    );
    const post = gateway.calls.find((c) => c.method === 'POST' && c.path === 'group-selection');
    expect(post).toMatchObject({ body: { groupId: '10001450', domain: 1 }, authorization: `Bearer ${token}` });
  });
});

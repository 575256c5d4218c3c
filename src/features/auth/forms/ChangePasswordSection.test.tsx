import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../../test/render-with-providers';
import ChangePasswordSection from './ChangePasswordSection';
import { heldNavigationState } from './held-navigation';
import { stubGateway, type Answer, type RecordedCall } from '../../../../test/stub-gateway';

afterEach(() => vi.unstubAllGlobals());

const called = (gateway: { calls: RecordedCall[] }) => gateway.calls.map((c) => `${c.method} ${c.path}`);

const PAGE = '/account/settings/change-password';

/**
 * The page beside the pages it leads to, with the app's providers. `routeState` is the history state it is
 * reached with (the app's password guard sends a member back with heldNavigationState; see
 * src/app/guards/RequirePasswordCurrent.test.tsx for the holding itself).
 */
function renderPage(accountStatus: string, change: Answer = { accountStatus: 'ACT' }, routeState?: unknown) {
  const gateway = stubGateway({ 'GET account': { accountStatus }, 'PUT account/password': change });
  const { router } = renderInRouter(
    <Routes>
      <Route path={PAGE} element={<ChangePasswordSection />} />
      <Route path="/home" element={<h1>Home page</h1>} />
      <Route path="/account/settings" element={<h1>Settings page</h1>} />
      <Route path="/logout" element={<h1>Logged out</h1>} />
    </Routes>,
    { route: PAGE, routeState },
  );
  return { gateway, router, user: userEvent.setup() };
}

async function fill(user: UserEvent, current = 'Dashboard1!', next = 'Brand3new!', confirm = next) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordSection', () => {
  it('explains that an INI account must change its password, without a way out but logging out', async () => {
    const { router } = renderPage('INI');
    expect(await screen.findByText('You need to change your password.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => router.navigate('/logout'));
    expect(router.location.pathname).toBe('/logout');
  });

  it('says a navigation was held when the guard sent the member back, until the form is edited', async () => {
    const { user } = renderPage('INI', undefined, heldNavigationState);
    expect(await screen.findByRole('alert')).toHaveTextContent('Change your password before you continue.');
    await user.type(screen.getByLabelText('Current password'), 'D');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is forced for FRC too', async () => {
    renderPage('FRC');
    expect(await screen.findByText('You need to change your password.')).toBeInTheDocument();
  });

  it('changes a forced password, confirms it and goes home', async () => {
    const { gateway, router, user } = renderPage('INI');
    await screen.findByText('You need to change your password.');
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/home');
    expect(screen.getByText('Your password has been changed.')).toBeInTheDocument();
    const put = gateway.calls.find((c) => c.method === 'PUT' && c.path === 'account/password');
    expect(put?.body).toEqual({ currentPassword: 'Dashboard1!', newPassword: 'Brand3new!' });
  });

  it('is optional for an active account: a Cancel link, free navigation, back to settings after a change', async () => {
    const { router, user } = renderPage('ACT');
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account/settings');
    expect(screen.queryByText('You need to change your password.')).not.toBeInTheDocument();
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/account/settings');
  });

  it('refuses invalid input with the spec messages and sends nothing', async () => {
    const { gateway, user } = renderPage('ACT');
    await screen.findByRole('link', { name: 'Cancel' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Current password is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgx');
    expect(screen.getByText('Invalid new password')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password does not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    expect(called(gateway)).not.toContain('PUT account/password');
  });

  it("shows the gateway's message for a wrong current password", async () => {
    const message = 'Your current password is not correct.';
    const { user } = renderPage('ACT', { status: 400, body: { status: 400, errorCode: 'INVALID_CURRENT_PASSWORD', message } });
    await fill(user, 'Wrong1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render-with-providers';
import { stubGateway } from '../../../test/stub-gateway';
import ChangePasswordSection from '../../features/auth/forms/ChangePasswordSection';
import { RequirePasswordCurrent } from './RequirePasswordCurrent';

// The member's facts are ready as soon as the account is: the guard reads only the account status.
vi.mock('../../member/use-member-facts', async () => {
  const { useAccount } = await import('../../member/queries');
  return {
    useMemberFacts: () => {
      const account = useAccount().data;
      return account
        ? { status: 'ready', facts: {}, context: { account }, error: null }
        : { status: 'loading', facts: null, context: null, error: null };
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/account/settings/change-password';

/** The change-password page and /home behind the guard, /logout outside it; the account is INI until changed. */
function renderGuarded(route: string) {
  let accountStatus = 'INI';
  stubGateway({
    'GET account': () => ({ accountStatus }),
    'PUT account/password': () => {
      accountStatus = 'ACT';
      return { accountStatus };
    },
  });
  const view = renderInRouter(
    <Routes>
      <Route element={<RequirePasswordCurrent />}>
        <Route path={PAGE} element={<ChangePasswordSection />} />
        <Route path="/home" element={<h1>Home page</h1>} />
      </Route>
      <Route path="/logout" element={<h1>Logged out</h1>} />
    </Routes>,
    { route },
  );
  return { ...view, user: userEvent.setup() };
}

describe('RequirePasswordCurrent (spec §4 INI and FRC)', () => {
  it('holds navigation from the change-password page elsewhere, and says so; logging out stays open', async () => {
    const { router } = renderGuarded(PAGE);
    expect(await screen.findByText('You need to change your password.')).toBeInTheDocument();
    await act(() => router.navigate('/home'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Change your password before you continue.');
    expect(router.location.pathname).toBe(PAGE);
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    await act(() => router.navigate('/logout'));
    expect(router.location.pathname).toBe('/logout');
  });

  it('sends a member arriving at another page to the change-password page, without the held message', async () => {
    const { router } = renderGuarded('/home');
    expect(await screen.findByText('You need to change your password.')).toBeInTheDocument();
    expect(router.location.pathname).toBe(PAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the member go home once the password is changed', async () => {
    const { router, user } = renderGuarded(PAGE);
    await screen.findByText('You need to change your password.');
    await user.type(screen.getByLabelText('Current password'), 'Dashboard1!');
    await user.type(screen.getByLabelText('New password'), 'Brand3new!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand3new!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
  });
});

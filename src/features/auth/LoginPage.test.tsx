import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import LoginPage from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

const failWith = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 401, headers: { 'content-type': 'application/json' } }));

describe('LoginPage', () => {
  it('shows the title, fields and links of spec §2', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    for (const name of ['Create account', 'Forgot username', 'Forgot password', 'Contact us']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it("masks the password with a 'Show' toggle that turns to 'Hide' (spec §2 hidden input)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show', description: 'Password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide', description: 'Password' })).toHaveFocus();
  });

  it('hides the create-account and forgot links on the partner plan', () => {
    renderWithProviders(<LoginPage />, { route: '/login', brand: 'partner' });
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot username' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('disables Log in while the touched form is invalid and says which field is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeEnabled();
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(screen.getByText('Username is a required field')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'subscriber');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
  });

  it('shows the attempts remaining and clears the error when the form changes', async () => {
    vi.stubGlobal('fetch', failWith({ status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', message: 'x', errorData: { attemptsRemaining: 3 } }));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Username'), 'lockme');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const message =
      'Username and/or password unrecognized. You have 3 attempt(s) remaining. Try again or select forgot username or password.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '!');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('says the account is locked', async () => {
    vi.stubGlobal('fetch', failWith({ status: 401, errorCode: 'ACCOUNT_LOCKED', message: 'x' }));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Username'), 'lockme');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.'),
    ).toBeInTheDocument();
  });

  for (const [label, fetchStub] of [
    ['a 500', vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))],
    ['a 503', vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }))],
    ['a 400', vi.fn(async () => new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } }))],
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ] as const) {
    it(`answers ${label} of POST token on the login page with the "Any other" message (spec §8)`, async () => {
      vi.stubGlobal('fetch', fetchStub);
      const user = userEvent.setup();
      renderWithProviders(<LoginPage />, { route: '/login' });
      await user.type(screen.getByLabelText('Username'), 'subscriber');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Username and/or password unrecognized. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeInTheDocument();
    });
  }

  it('shows the logged-out banner after logout', () => {
    renderWithProviders(<LoginPage />, { route: '/login', routeState: { loggedOut: true } });
    expect(screen.getByText('You have logged out successfully.')).toBeInTheDocument();
  });

  it("says why a member was signed out without asking: the brand's inactivity limit, or another tab; nothing for other states", () => {
    const idle = renderWithProviders(<LoginPage />, { route: '/login', routeState: { signedOut: 'idle' } });
    expect(screen.getByText('You were signed out')).toBeInTheDocument();
    expect(screen.getByText('To protect your information, we signed you out after 15 minutes without activity. Log in again to continue.')).toBeInTheDocument();
    idle.unmount();
    const elsewhere = renderWithProviders(<LoginPage />, { route: '/login', routeState: { signedOut: 'elsewhere' } });
    expect(screen.getByText('You signed out in another window or tab.')).toBeInTheDocument();
    elsewhere.unmount();
    renderWithProviders(<LoginPage />, { route: '/login', routeState: { signedOut: 'somebody' } });
    expect(screen.queryByText('You were signed out')).toBeNull();
    expect(screen.queryByText('You signed out in another window or tab.')).toBeNull();
  });
});

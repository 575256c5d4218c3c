import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import RecoverPasswordPage from './RecoverPasswordPage';
import { stubGateway, type Answer, type RecordedCall } from '../../../../test/stub-gateway';

afterEach(() => vi.unstubAllGlobals());

const called = (gateway: { calls: RecordedCall[] }) => gateway.calls.map((c) => `${c.method} ${c.path}`);

async function requestCode(user: UserEvent) {
  await user.type(screen.getByLabelText('Username'), 'future');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByRole('heading', { name: 'Check your email for a code.' });
}

const setup = (reset: Answer) => {
  const gateway = stubGateway({ 'POST forgot-password': { message: 'ok' }, 'POST forgot-password/reset': reset });
  const user = userEvent.setup();
  renderWithProviders(<RecoverPasswordPage />, { route: '/recovery/password' });
  return { gateway, user };
};

describe('RecoverPasswordPage', () => {
  it('refuses an invalid username with the spec message and sends nothing', async () => {
    const { gateway, user } = setup({});
    await user.type(screen.getByLabelText('Username'), 'new_user');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByText('Invalid username')).toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('requests a code, then resets the password with it and says to log in', async () => {
    const { gateway, user } = setup({ accountStatus: 'ACT' });
    await requestCode(user);
    expect(screen.getByText(/If future has an email address on file, we have sent a 6-digit code/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand3new!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand3new!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(gateway.calls.map((c) => c.body)).toEqual([
      { username: 'future', domainId: 1 },
      { username: 'future', code: '123456', newPassword: 'Brand3new!', domainId: 1 },
    ]);
  });

  it('checks the code and the confirmation before sending', async () => {
    const { gateway, user } = setup({});
    await requestCode(user);
    await user.type(screen.getByLabelText('Code'), '12345');
    await user.type(screen.getByLabelText('New password'), 'Brand3new!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand3new?');
    await user.tab();
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password does not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(called(gateway)).toEqual(['POST forgot-password']);
  });

  it("shows the gateway's message for a wrong code and clears it when the form changes", async () => {
    const message = 'That code is not valid or has expired. Request a new code and try again.';
    const { user } = setup({ status: 400, body: { status: 400, errorCode: 'INVALID_CODE', message } });
    await requestCode(user);
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'Brand3new!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand3new!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.type(screen.getByLabelText('Code'), '1');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import RecoverUsernamePage from './RecoverUsernamePage';
import { stubGateway } from '../../../../test/stub-gateway';

afterEach(() => vi.unstubAllGlobals());

describe('RecoverUsernamePage', () => {
  it('refuses an invalid email with the spec message and sends nothing', async () => {
    const gateway = stubGateway({});
    const user = userEvent.setup();
    renderWithProviders(<RecoverUsernamePage />, { route: '/recovery/username' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot username' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    expect(screen.getByText('Email address is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.type(screen.getByLabelText('Email address'), 'dana@example');
    await user.tab();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('asks for the username by email and says to check the inbox', async () => {
    const gateway = stubGateway({ 'POST forgot-username': { message: 'ok' } });
    const user = userEvent.setup();
    renderWithProviders(<RecoverUsernamePage />, { route: '/recovery/username' });
    await user.type(screen.getByLabelText('Email address'), 'dana.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    expect(await screen.findByText('Check your email.')).toBeInTheDocument();
    expect(screen.getByText(/If an account uses dana.rivera@example.com, we have sent its username there/)).toBeInTheDocument();
    expect(gateway.calls).toEqual([
      { method: 'POST', path: 'forgot-username', body: { email: 'dana.rivera@example.com', domainId: 1 }, authorization: null },
    ]);
  });

  it('says "try again later" when the call fails, never the raw error', async () => {
    stubGateway({ 'POST forgot-username': { status: 500, body: { status: 500, message: 'The gateway could not complete the request.' } } });
    const user = userEvent.setup();
    renderWithProviders(<RecoverUsernamePage />, { route: '/recovery/username' });
    await user.type(screen.getByLabelText('Email address'), 'dana.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't complete this right now. Please try again later.");
    expect(screen.queryByText(/gateway could not/)).not.toBeInTheDocument();
  });
});

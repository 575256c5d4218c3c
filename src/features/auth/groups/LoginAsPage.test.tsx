import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../../test/stub-gateway';
import { NO_CRM_NAVIGATION_KEY } from './crm-navigation';
import LoginAsPage from './LoginAsPage';
import { signIn, signOut } from './test-support';

const continueRouting = vi.fn(async (_token: string, _options?: unknown) => undefined);
vi.mock('../continue-routing', () => ({ useContinueRouting: () => continueRouting }));

const staffToken = fakeToken({ sub: 'staffany', role: 'logInAsAnyone', domainId: 2 });
const SPECIFIC_MEMBER = "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

beforeEach(() => continueRouting.mockClear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

/** The page on the regional brand (domain 2), "today" 21 November 2026. */
function renderPage(token = staffToken, language: 'en' | 'es' = 'en') {
  signIn(token, 'temporary');
  renderWithProviders(
    <Routes>
      <Route path="/login-as" element={<LoginAsPage />} />
    </Routes>,
    { route: '/login-as', brand: 'regional', language },
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('LoginAsPage', () => {
  it("shows 'Login as anyone' for logInAsAnyone, the four fields, the CRM checkbox and both buttons", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Login as anyone' })).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Date of birth', 'Subscriber ID']) expect(field(name)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Prevent navigation to the CRM' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as subscriber' })).toBeInTheDocument();
  });

  it("says 'Login as non-employee' for logInAsNonEmp", async () => {
    await signOut();
    renderPage(fakeToken({ role: 'logInAsNonEmp', domainId: 5 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login as non-employee' })).toBeInTheDocument();
  });

  it('names the staff role of a log-in-as token (role member, issuedByRole logInAsNonEmp)', async () => {
    await signOut();
    renderPage(fakeToken({ role: 'member', issuedByRole: 'logInAsNonEmp', domainId: 5 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login as non-employee' })).toBeInTheDocument();
  });

  it('Submit needs the subscriber ID and, for a specific member, all three details; the message clears on change', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Subscriber ID is a required field')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SPECIFIC_MEMBER);
    expect(field('Subscriber ID')).toHaveFocus();

    await user.type(field('First name'), 'Harold');
    expect(screen.queryByText(SPECIFIC_MEMBER)).not.toBeInTheDocument();
  });

  it('checks the subscriber ID pattern and a date of birth not after today', async () => {
    const user = renderPage();
    await user.type(field('Subscriber ID'), 'MA20');
    await user.type(field('Date of birth'), '11/22/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Continue as subscriber' }));
    expect(screen.getByText('Invalid subscriber ID')).toBeInTheDocument();
    expect(screen.getByText('Date of birth must not be after today')).toBeInTheDocument();
  });

  it("shows the server's message on a 404 and clears it when a value changes", async () => {
    const message = 'No member matches that subscriber ID and those details.';
    stubGateway({ 'POST login-as': { status: 404, body: { status: 404, message } } });
    const user = renderPage();
    await user.type(field('Subscriber ID'), 'MA9999999');
    await user.click(screen.getByRole('button', { name: 'Continue as subscriber' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.type(field('Subscriber ID'), '9');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(continueRouting).not.toHaveBeenCalled();
  });

  it("words the server's refusal in Spanish on a Spanish page, by its code (issue 30)", async () => {
    const message = 'No member matches that subscriber ID and those details.';
    stubGateway({ 'POST login-as': { status: 404, body: { status: 404, errorCode: 'NO_MEMBER_MATCHES', message } } });
    const user = renderPage(staffToken, 'es');
    await user.type(screen.getByRole('textbox', { name: 'ID de suscriptor' }), 'MA9999999');
    await user.click(screen.getByRole('button', { name: 'Continuar como suscriptor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ningún miembro coincide con ese ID de suscriptor y esos datos.');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('Continue as subscriber sends the ID only, logs the staff state out, sets the no-CRM flag and routes on', async () => {
    const gateway = stubGateway({ 'POST login-as': { token: 'member-token', redirect: null } });
    const user = renderPage();
    await user.type(field('First name'), 'Ignored');
    await user.type(field('Subscriber ID'), 'MA2000451');
    await user.click(screen.getByRole('checkbox', { name: 'Prevent navigation to the CRM' }));
    await user.click(screen.getByRole('button', { name: 'Continue as subscriber' }));

    await waitFor(() => expect(continueRouting).toHaveBeenCalledWith('member-token', { redirect: null, newSignIn: true }));
    expect(gateway.calls).toEqual([
      { method: 'POST', path: 'login-as', body: { subscriberId: 'MA2000451', domainId: 2 }, authorization: `Bearer ${staffToken}` },
    ]);
    expect(localStorage.length).toBe(0);
    expect([...Object.keys(sessionStorage)]).toEqual([NO_CRM_NAVIGATION_KEY]);
    expect(sessionStorage.getItem(NO_CRM_NAVIGATION_KEY)).toBe('true');
  });

  it('Submit sends the specific member with the date of birth as yyyy-mm-dd', async () => {
    const gateway = stubGateway({ 'POST login-as': { token: 'member-token', redirect: null } });
    const user = renderPage();
    await user.type(field('First name'), 'Harold');
    await user.type(field('Last name'), 'Jensen');
    await user.type(field('Date of birth'), '4/2/1953');
    await user.type(field('Subscriber ID'), 'MA2000451');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(continueRouting).toHaveBeenCalledWith('member-token', { redirect: null, newSignIn: true }));
    expect(gateway.calls[0]?.body).toEqual({
      subscriberId: 'MA2000451', domainId: 2, firstName: 'Harold', lastName: 'Jensen', dateOfBirth: '1953-04-02',
    });
    expect(sessionStorage.getItem(NO_CRM_NAVIGATION_KEY)).toBe('false');
  });
});

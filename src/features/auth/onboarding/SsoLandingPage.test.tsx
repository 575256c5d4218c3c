import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { refreshSession, startTemporarySession } from '../../../member/session';
import { fakeToken, stubGateway } from '../../../../test/stub-gateway';
import { routingAnswers } from '../test-gateway';
import SsoLandingPage from './SsoLandingPage';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/sso-landing" element={<SsoLandingPage />} />
      <Route path="/home" element={<h1>Home page</h1>} />
      <Route path="/update-preferences" element={<h1>Preferences page</h1>} />
      <Route path="/logout" element={<h1>Logout page</h1>} />
    </Routes>,
    { route: '/sso-landing' },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  refreshSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('SsoLandingPage', () => {
  it("says 'Signing you in…', then continues routing with the temporary token", async () => {
    const token = fakeToken({ temporary: true });
    startTemporarySession(token, new Date());
    const { calls } = stubGateway(routingAnswers({ 'GET account': { accountStatus: 'ACT', email: null } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Preferences page' })).toBeInTheDocument();
    expect(calls.every((c) => c.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('says it failed, with a link to log in', async () => {
    startTemporarySession(fakeToken({ temporary: true }), new Date());
    stubGateway(routingAnswers({ 'GET account': { status: 500, body: { status: 500, message: 'x' } } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while signing you in. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('goes to /logout without a temporary token', async () => {
    stubGateway({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Logout page' })).toBeInTheDocument();
  });
});

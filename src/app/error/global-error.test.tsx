import { act, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testManifest } from '../../ui/test-fixtures';
import { renderApp } from '../../../test/render-with-providers';
import { brandManifest } from '../../../test/brand-fixtures';
import { resetMember } from '../shell/test-member';
import { globalErrorOutcome, reportUnhandledApiError, useGlobalError } from './global-error';

vi.mock('../../member/session', async () => (await import('../shell/test-member')).sessionModule);
vi.mock('../../member/use-member-facts', async () => (await import('../shell/test-member')).memberFactsModule);
vi.mock('../../member/member-summary', async () => (await import('../shell/test-member')).memberSummaryModule);
vi.mock('../../features/auth/LoginPage', () => ({ default: () => <h1>Log in page</h1> }));
vi.mock('../../features/auth/LogoutPage', () => ({ default: () => <h1>Logout page</h1> }));
vi.mock('../../features/home/HomePage', async () => {
  const { useGlobalError: use } = await import('./global-error');
  function Home() {
    const { showError, clear } = use();
    return (
      <>
        <h1>Home page</h1>
        <button onClick={() => showError(503)}>fail</button>
        <button onClick={() => clear()}>clear</button>
      </>
    );
  }
  return { default: Home };
});

beforeEach(() => {
  resetMember();
  vi.stubGlobal('scrollTo', vi.fn());
});

const hospital = {
  ...testManifest,
  features: { ...testManifest.features, logoutPage: true, unauthorizedRedirectsToLogin: false },
  errorLinks: brandManifest('hospital').errorLinks,
};

describe('global error handling (spec §8)', () => {
  it('shows the error page for the status in place of the page, without changing the URL', async () => {
    const { router } = renderApp('/claims');
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    act(() => reportUnhandledApiError({ status: 500 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Sorry, we're having a problem with our system.");
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
    expect(router.location.pathname).toBe('/claims');
    // the shell stays around it
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });

  it('clears on the next navigation', async () => {
    const { router } = renderApp('/claims');
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    act(() => reportUnhandledApiError({ status: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Temporarily unable to access resource.');
    await act(() => router.navigate('/eobs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explanation of benefits' })).toBeInTheDocument();
  });

  it('sends a 401 to the login page', async () => {
    const { router } = renderApp('/claims');
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    act(() => reportUnhandledApiError({ status: 401 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
  });

  it('shows the 401 page in place for a brand that does not redirect (hospital), with its own links', async () => {
    const { router } = renderApp('/claims', hospital);
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    act(() => reportUnhandledApiError({ status: 401 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Sorry, but we aren't able to authenticate you.");
    expect(screen.getByText('Error code: 401 Unauthorized')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the Test Health dashboard' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact dental customer service' })).toHaveAttribute('href', '/contact-us#dental-customer-service');
    expect(router.location.pathname).toBe('/claims');
  });

  it('works on the minimal layout too', async () => {
    renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    act(() => reportUnhandledApiError({ status: 502 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, something went wrong.');
  });

  it('offers showError and clear to pages', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home page' });
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Sorry, we're unable to handle your request at this time.");
  });

  it('keeps a report made before the provider mounted', async () => {
    reportUnhandledApiError({ status: 403 });
    renderApp('/claims');
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, it looks like you don't have access to this page." })).toBeInTheDocument();
  });

  it('decides the outcome purely', () => {
    expect(globalErrorOutcome(401, true)).toBe('redirectToLogin');
    expect(globalErrorOutcome(401, false)).toBe('showPage');
    expect(globalErrorOutcome(500, true)).toBe('showPage');
  });

  it('useGlobalError needs its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useGlobalError())).toThrow(/GlobalErrorProvider/);
    quiet.mockRestore();
  });
});

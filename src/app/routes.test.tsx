import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFacts, testManifest } from '../ui/test-fixtures';
import { renderApp } from '../../test/render-with-providers';
import { member, refreshSession, resetMember, signOut } from './shell/test-member';

vi.mock('../member/session', async () => (await import('./shell/test-member')).sessionModule);
vi.mock('../member/use-member-facts', async () => (await import('./shell/test-member')).memberFactsModule);
vi.mock('../member/member-summary', async () => (await import('./shell/test-member')).memberSummaryModule);
vi.mock('../features/auth/LoginPage', () => ({ default: () => <h1>Log in page</h1> }));
vi.mock('../features/auth/LogoutPage', () => ({ default: () => <h1>Logout page</h1> }));
vi.mock('../features/home/HomePage', () => ({ default: () => <h1>Home page</h1> }));
vi.mock('../features/auth/groups/GroupSelectionPage', () => ({ default: () => <h1>Group selection page</h1> }));
vi.mock('../features/auth/groups/LoginAsPage', () => ({ default: () => <h1>Login as page</h1> }));
// Sections that call the gateway: the route table only needs the page's heading, which the route gives.
vi.mock('../features/auth/groups/SelectGroupSection', () => ({ default: () => null }));
vi.mock('../features/auth/forms/ChangePasswordSection', () => ({ default: () => null }));

// The account forms call the gateway (react-query); the route table only needs their headings.
const headingPage = async (text: string) => {
  const { PageHeading } = await import('../ui/PageHeading');
  return { default: () => <PageHeading>{text}</PageHeading> };
};
vi.mock('../features/auth/forms/RegistrationPage', () => headingPage('Create an account'));
vi.mock('../features/auth/forms/RecoverUsernamePage', () => headingPage('Forgot username'));
vi.mock('../features/auth/forms/RecoverPasswordPage', () => headingPage('Forgot password'));

const scrollTo = vi.fn();
beforeEach(() => {
  resetMember();
  scrollTo.mockReset();
  refreshSession.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const path = (router: ReturnType<typeof renderApp>['router']) => router.location.pathname;

describe('route table', () => {
  it('sends the empty path to the manifest default route', async () => {
    const { router } = renderApp('/');
    expect(await heading('Home page')).toBeInTheDocument();
    expect(path(router)).toBe('/home');
  });

  it('sends the empty path to another brand default', async () => {
    const { router } = renderApp('/', { ...testManifest, routes: { default: '/claims' } });
    expect(await heading('Claims')).toBeInTheDocument();
    expect(path(router)).toBe('/claims');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example'])(
    'sends the empty path to /home when the default route %j is no app path, not to a router error',
    async (target) => {
      const { router } = renderApp('/', { ...testManifest, routes: { default: target } });
      expect(await heading('Home page')).toBeInTheDocument();
      expect(path(router)).toBe('/home');
    },
  );

  it('sends an unknown path to /error/404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await heading("Sorry, it looks like we can't find that page.")).toBeInTheDocument();
    expect(path(router)).toBe('/error/404');
  });

  it.each([
    ['/claims', 'Claims'],
    ['/claims/m/C123/0', 'Claim details'],
    ['/eobs', 'Explanation of benefits'],
    ['/eobs/D1', 'Explanation of benefits details'],
    ['/benefits', 'Benefits'],
    ['/benefits/medical', 'Medical benefits'],
    ['/benefits/dental', 'Dental benefits'],
    ['/benefits/certificate-of-coverage', 'Certificate of coverage'],
    ['/benefits/summary', 'Benefits summary'],
    ['/benefits/programs', 'Programs'],
    ['/benefits/programs/27', 'Program details'],
    ['/history/1700000000/benefits/vision', 'Vision benefits history'],
    ['/details/K1/dental/D0120', 'Dental service details'],
    ['/services/dental/D0120', 'Dental service'],
    ['/find-care', 'Find care'],
    ['/find-care/resources', 'Find care resources'],
    ['/find-care/primary-care', 'Primary care'],
    ['/find-care/primary-care/01', 'Primary care provider'],
    ['/find-care/primary-care/01/search', 'Select primary care'],
    ['/find-care/find-a-dentist', 'Find a dentist'],
    ['/passport-dental', 'Passport Dental'],
    ['/navitus', 'Pharmacy'],
    ['/id-card', 'ID card'],
    ['/support/customer-service', 'Customer service'],
    ['/select-group', 'Select a group'],
    ['/account', 'Account'],
    ['/account/summary', 'Account summary'],
    ['/account/member-information', 'Member information'],
    ['/account/settings', 'Settings'],
    ['/account/settings/change-password', 'Change password'],
    ['/account/plan-benefits', 'Member plan benefits'],
    ['/account/ebill', 'eBill'],
    ['/account/support', 'Help center'],
  ])('%s renders in the shell with the heading %s', async (url, name) => {
    renderApp(url);
    const h1 = await heading(name);
    await waitFor(() => expect(h1).toHaveFocus());
    expect(document.title).toBe(`${name} | Test Health`);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });

  it('shows the coming-soon panel on screens not built yet', async () => {
    renderApp('/claims');
    await heading('Claims');
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
  });

  it.each(['/claims/m/C123/0', '/claims/d/C9/1', '/claims/v/C9/1'])(
    '%s reaches the claim details page at the same URL (type code lowercased, spec §2)',
    async (url) => {
      const { router } = renderApp(url);
      expect(await heading('Claim details')).toBeInTheDocument();
      expect(path(router)).toBe(url);
    },
  );

  it.each([
    ['/claims/medical/C123/0', '/claims/m/C123/0'],
    ['/claims/dental/C%201/2', '/claims/d/C%201/2'],
    ['/claims/vision/C9/1', '/claims/v/C9/1'],
  ])('%s (the longer form) is replaced by %s', async (url, short) => {
    const { router } = renderApp(`${url}?from=mail#lines`);
    expect(await heading('Claim details')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe(short));
    expect(router.location.search).toBe('?from=mail');
    expect(router.location.hash).toBe('#lines');
  });

  it('routes /resource-download?document={id} to the download page, in the shell', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderApp('/resource-download?document=member-handbook');
    expect(await heading('Downloading resource...')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  it('rejects a claim type outside M, D, V', async () => {
    const { router } = renderApp('/claims/pharmacy/C123/0');
    await heading("Sorry, it looks like we can't find that page.");
    expect(path(router)).toBe('/error/404');
  });

  it('rejects a benefit category outside the spec list', async () => {
    const { router } = renderApp('/benefits/bogus');
    await heading("Sorry, it looks like we can't find that page.");
    expect(path(router)).toBe('/error/404');
  });

  it.each([
    ['/contact-us', 'Contact us'],
    ['/recovery/username', 'Forgot username'],
    ['/recovery/password', 'Forgot password'],
    ['/registration', 'Create an account'],
  ])('%s uses the minimal layout, signed out', async (url, name) => {
    signOut();
    renderApp(url);
    expect(await heading(name)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Utility' })).toHaveTextContent('Log in');
  });

  it('on /error/404 the utility menu follows the session: Contact us and Log out signed in, Log in signed out', async () => {
    const signedIn = renderApp('/error/404');
    await heading("Sorry, it looks like we can't find that page.");
    const utility = screen.getByRole('navigation', { name: 'Utility' });
    expect(within(utility).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support/customer-service');
    expect(within(utility).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(utility).queryByRole('link', { name: 'Log in' })).toBeNull();
    signedIn.unmount();

    signOut();
    renderApp('/error/404');
    await heading("Sorry, it looks like we can't find that page.");
    const anonymous = screen.getByRole('navigation', { name: 'Utility' });
    expect(within(anonymous).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(anonymous).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('loads the login and logout pages', async () => {
    signOut();
    renderApp('/login');
    expect(await heading('Log in page')).toBeInTheDocument();
  });

  it('renders the error route for its status', async () => {
    renderApp('/error/500');
    expect(await heading("Sorry, we're having a problem with our system. We'll get this fixed soon.")).toBeInTheDocument();
  });

  describe('guards', () => {
    it('signed-in pages send a visitor without a session to /login', async () => {
      signOut();
      const { router } = renderApp('/claims');
      expect(await heading('Log in page')).toBeInTheDocument();
      expect(path(router)).toBe('/login');
    });

    it('home needs a session', async () => {
      signOut();
      const { router } = renderApp('/home');
      await heading('Log in page');
      expect(path(router)).toBe('/login');
    });

    it('login-as shows the 404 page without a staff role, at the same URL', async () => {
      const { router } = renderApp('/login-as');
      expect(await heading("Sorry, it looks like we can't find that page.")).toBeInTheDocument();
      expect(path(router)).toBe('/login-as');
    });

    it('login-as opens for a log-in-as token: role member, issuedByRole a staff role (spec §6)', async () => {
      member.session = { ...member.session, role: 'member', issuedByRole: 'logInAsAnyone' };
      renderApp('/login-as');
      expect(await heading('Login as page')).toBeInTheDocument();
    });

    it('login-as opens for a staff role', async () => {
      member.session = { ...member.session, role: 'logInAsNonEmp' };
      renderApp('/login-as');
      expect(await heading('Login as page')).toBeInTheDocument();
    });

    it.each(['/group-selection', '/update-preferences', '/registration-policies', '/sso-landing'])(
      '%s: with a temporary token it opens; with a session only it goes to /home; with neither to /logout',
      async (url) => {
        member.session = { ...member.session, isAuthenticated: false, temporary: true };
        const first = renderApp(url);
        expect(path(first.router)).toBe(url);
        first.unmount();

        member.session = { ...member.session, isAuthenticated: true, temporary: false };
        const second = renderApp(url);
        await heading('Home page');
        expect(path(second.router)).toBe('/home');
        second.unmount();

        signOut();
        const third = renderApp(url);
        await heading('Logout page');
        expect(path(third.router)).toBe('/logout');
      },
    );

    it('id-card sends a termed member to /home', async () => {
      member.facts = testFacts({ 'member.isTermed': true });
      const { router } = renderApp('/id-card');
      await heading('Home page');
      expect(path(router)).toBe('/home');
    });
  });

  describe('navigation end', () => {
    it('scrolls to the top and refreshes the session on every navigation', async () => {
      const { router } = renderApp('/claims');
      await heading('Claims');
      const scrolls = scrollTo.mock.calls.length;
      const refreshes = refreshSession.mock.calls.length;
      await act(() => router.navigate('/eobs'));
      await heading('Explanation of benefits');
      await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(scrolls));
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      expect(refreshSession.mock.calls.length).toBeGreaterThan(refreshes);
    });
  });

  it('shows the loading overlay while the member facts load', async () => {
    member.status = 'loading';
    renderApp('/claims');
    await heading('Claims');
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading');
  });
});

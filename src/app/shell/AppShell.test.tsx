import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installViewport } from '../../engine/theme/test-viewport';
import { testFacts, testManifest } from '../../ui/test-fixtures';
import { DISMISSED_ALERTS_KEY } from './alert-dismissal';
import { renderApp } from '../../../test/render-with-providers';
import { member, resetMember } from './test-member';

vi.mock('../../member/session', async () => (await import('./test-member')).sessionModule);
vi.mock('../../member/use-member-facts', async () => (await import('./test-member')).memberFactsModule);
vi.mock('../../member/member-summary', async () => (await import('./test-member')).memberSummaryModule);
vi.mock('../../features/auth/LoginPage', () => ({ default: () => <h1>Log in page</h1> }));
vi.mock('../../features/auth/LogoutPage', () => ({ default: () => <h1>Logout page</h1> }));
vi.mock('../../features/home/HomePage', () => ({ default: () => <h1>Home page</h1> }));

beforeEach(() => {
  resetMember();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

async function openClaims(width = 1440) {
  const viewport = installViewport(width);
  const view = renderApp('/claims');
  const h1 = await screen.findByRole('heading', { level: 1, name: 'Claims' });
  // the page heading takes focus in an effect: let it, so it cannot steal focus from a test's own later focus()
  await waitFor(() => expect(h1).toHaveFocus());
  return { ...view, viewport };
}
const mainNav = () => screen.getByRole('navigation', { name: 'Primary' });

describe('header', () => {
  it('shows the brand logo with the brand name as alt text', async () => {
    await openClaims();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Test Health' })).toHaveAttribute('src', '/brand-assets/test-logo.svg');
  });

  it('puts the skip link first and moves focus to main with it', async () => {
    await openClaims();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.body.querySelector('a')).toBe(skip);
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lists only the manifest menu items whose rules hold', async () => {
    member.facts = testFacts({ 'eligibility.anyActiveOrFuture': false });
    await openClaims();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Benefits' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Find care' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Claims/EOBs' })).toBeInTheDocument();
    // Each item's control names its gate: the studio's review outlines a changed item by it.
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('data-gate', 'menu:primary:home');
    expect(within(nav).getByRole('button', { name: 'Claims/EOBs' })).toHaveAttribute('data-gate', 'menu:primary:claims');
  });

  it("labels Claims/EOBs 'Claims' for a non-subscriber", async () => {
    member.facts = testFacts({ 'member.isSubscriber': false });
    await openClaims();
    expect(within(mainNav()).getByRole('button', { name: 'Claims' })).toBeInTheDocument();
  });

  it('opens a submenu as a disclosure; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await openClaims();
    const toggle = within(mainNav()).getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Member information' })).toHaveAttribute('href', '/account/member-information');

    await user.keyboard('{Tab}');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens with the keyboard and keeps one submenu open at a time', async () => {
    const user = userEvent.setup();
    await openClaims();
    const account = within(mainNav()).getByRole('button', { name: 'Account' });
    const benefits = within(mainNav()).getByRole('button', { name: 'Benefits' });
    account.focus();
    await user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    benefits.focus();
    await user.keyboard(' ');
    expect(benefits).toHaveAttribute('aria-expanded', 'true');
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open submenu on a click outside', async () => {
    const user = userEvent.setup();
    await openClaims();
    const account = within(mainNav()).getByRole('button', { name: 'Account' });
    await user.click(account);
    await user.click(screen.getByRole('main'));
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes menus after navigating', async () => {
    const user = userEvent.setup();
    await openClaims();
    await user.click(within(mainNav()).getByRole('button', { name: 'Account' }));
    await user.click(within(mainNav()).getByRole('link', { name: 'Summary' }));
    await screen.findByRole('heading', { level: 1, name: 'Account summary' });
    expect(within(mainNav()).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [375, 'phone'],
    [1000, 'tablet'],
  ])('collapses the primary menu behind a Menu button at %i px (%s)', async (width) => {
    const user = userEvent.setup();
    await openClaims(width);
    const menuButton = within(mainNav()).getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('has no Menu button on desktop', async () => {
    await openClaims(1280);
    expect(within(mainNav()).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('collapses and resets open menus when the viewport crosses a breakpoint', async () => {
    const user = userEvent.setup();
    const { viewport } = await openClaims(1000);
    await user.click(within(mainNav()).getByRole('button', { name: 'Menu' }));
    await user.click(within(mainNav()).getByRole('button', { name: 'Account' }));
    expect(within(mainNav()).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'true');

    act(() => viewport.resize(1300));
    expect(within(mainNav()).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');

    act(() => viewport.resize(700));
    expect(within(mainNav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('menu actions', () => {
  it('log out ends the session, then goes to the login page with the logged-out banner flag', async () => {
    const user = userEvent.setup();
    const { router } = await openClaims();
    await user.click(within(screen.getByRole('navigation', { name: 'Utility' })).getByRole('button', { name: 'Log out' }));
    expect(member.session.logout).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1, name: 'Log in page' });
    expect(router.location.pathname).toBe('/login');
    expect(router.location.search).toBe('');
    expect(router.location.state).toEqual({ loggedOut: true });
  });

  it('log out goes to /logout for a brand with a logout page', async () => {
    const user = userEvent.setup();
    installViewport(1440);
    const { router } = renderApp('/claims', { ...testManifest, features: { ...testManifest.features, logoutPage: true } });
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    await user.click(within(screen.getByRole('navigation', { name: 'Utility' })).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Logout page' });
    expect(router.location.pathname).toBe('/logout');
  });
});

describe('group bar', () => {
  const groups = [
    { groupId: '10001234', groupName: 'Acme Corp', planEffectiveDate: '2024-01-01', planTerminationDate: '2024-12-31' },
    { groupId: '200', groupName: 'Globex', planEffectiveDate: '2025-01-01', planTerminationDate: null },
  ];

  it('is absent with one group', async () => {
    member.groups = groups.slice(0, 1);
    await openClaims();
    expect(screen.queryByRole('link', { name: /Change group/ })).toBeNull();
  });

  it('links to /select-group with the current group name and dates', async () => {
    member.groups = groups;
    await openClaims();
    // The bar's code loads only for a member it shows for.
    const link = await screen.findByRole('link', { name: /Change group/ });
    expect(link).toHaveAttribute('href', '/select-group');
    expect(link).toHaveTextContent('Acme Corp (01/01/2024 – 12/31/2024)');
  });

  it("says so where the link was when the groups cannot be read, with 'Try again'", async () => {
    const retry = vi.fn();
    member.groupsFailed = { retry };
    await openClaims();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your groups, so Change group is not shown right now.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('footer', () => {
  it('shows brand image, copyright lines, policy links in a new tab and the accreditation seal', async () => {
    await openClaims();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Test Health' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Health Plan`);
    expect(footer).toHaveTextContent('All rights reserved.');
    const privacy = within(footer).getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', 'https://example.com/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer).toHaveTextContent('Accredited health plan');
  });

  it('has the site map on desktop only', async () => {
    await openClaims(1440);
    const siteMap = screen.getByRole('navigation', { name: 'Site map' });
    expect(within(siteMap).getByRole('heading', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(siteMap).getByRole('link', { name: 'Medical benefits' })).toHaveAttribute('href', '/benefits/medical');
  });

  it('has no site map on tablet', async () => {
    await openClaims(1000);
    expect(screen.queryByRole('navigation', { name: 'Site map' })).toBeNull();
  });
});

describe('bottom nav', () => {
  it('shows on phones only, from the bottomNav menu filtered by rule', async () => {
    member.facts = testFacts({ 'eligibility.anyActiveOrFuture': false });
    await openClaims(375);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Claims/EOBs']);
  });

  it('is absent on tablet and desktop', async () => {
    await openClaims(1000);
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });
});

describe('global alerts', () => {
  it('shows rule-matched alerts; dismissible ones stay dismissed for the session', async () => {
    const user = userEvent.setup();
    member.facts = testFacts({ 'member.isTermed': true });
    const first = await openClaims();
    expect(screen.getByText('You are not currently enrolled in a plan')).toBeInTheDocument();
    expect(screen.getByText('New benefits are here')).toBeInTheDocument();
    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss alert' });
    expect(dismissButtons).toHaveLength(1);
    await user.click(dismissButtons[0]!);
    expect(screen.queryByText('New benefits are here')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_ALERTS_KEY)!)).toEqual(['news']);
    first.unmount();

    await openClaims();
    expect(screen.getByText('You are not currently enrolled in a plan')).toBeInTheDocument();
    expect(screen.queryByText('New benefits are here')).toBeNull();
  });

  it('carries links and buttons (spec §3): a route, an external address, dismiss and log out', async () => {
    const user = userEvent.setup();
    installViewport(1440);
    const { router } = renderApp('/claims', {
      ...testManifest,
      alerts: [
        {
          id: 'news',
          type: 'info',
          title: 'alerts.news',
          canDismiss: true,
          links: [
            { label: 'alerts.learnMore', to: '/benefits/programs' },
            { label: 'alerts.planSite', href: 'https://plan.example/news' },
          ],
          buttons: [{ label: 'alerts.gotIt', action: 'dismiss' }],
        },
        { id: 'locked', type: 'warning', title: 'alerts.termed', canDismiss: false, buttons: [{ label: 'alerts.gotIt', action: 'dismiss' }, { label: 'menu.logout', action: 'logout' }] },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Claims' });
    const news = screen.getByText('New benefits are here').closest<HTMLElement>('[data-alert-type]')!;
    expect(within(news).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/benefits/programs');
    const external = within(news).getByRole('link', { name: /Plan website/ });
    expect(external).toHaveAttribute('href', 'https://plan.example/news');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName('Plan website (opens in a new tab)');

    const locked = screen.getByText('You are not currently enrolled in a plan').closest<HTMLElement>('[data-alert-type]')!;
    expect(within(locked).queryByRole('button', { name: 'Got it' })).toBeNull();

    await user.click(within(news).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText('New benefits are here')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_ALERTS_KEY)!)).toEqual(['news']);

    await user.click(within(locked).getByRole('button', { name: 'Log out' }));
    expect(member.session.logout).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1, name: 'Log in page' });
    expect(router.location.pathname).toBe('/login');
  });

  it('hides the termed warning for an enrolled member', async () => {
    await openClaims();
    expect(screen.queryByText('You are not currently enrolled in a plan')).toBeNull();
  });
});

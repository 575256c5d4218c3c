import { describe, expect, it } from 'vitest';
import type { BrandManifest } from '../../manifest/manifest-types';
import { testFacts, testManifest, testRules } from '../../ui/test-fixtures';
import type { MenuItem } from '../../manifest/manifest-types';
import { actionDestination, buildMenu, buildSiteMap, isEntryActive, isMenuReached, itemLabel, menuItemTarget, pathOf, utilityMenuName, type MenuEntry } from './menu-model';

// eslint-disable-next-line no-script-url -- a hostile address that must never be followed
const SCRIPT_ADDRESS = 'javascript:alert(1)';

const menus = testManifest.menus;
const ids = (entries: MenuEntry[]) => entries.map((e) => e.id);

describe('buildMenu', () => {
  it('keeps manifest order and builds submenus', () => {
    const primary = buildMenu(menus, 'primary', testFacts(), testRules);
    expect(ids(primary)).toEqual(['home', 'account', 'benefits', 'find-care', 'claims']);
    expect(ids(primary[1]!.children)).toEqual(['summary', 'member-information', 'settings', 'ebill', 'help-center', 'logout']);
    expect(primary[1]!.children.at(-1)).toMatchObject({ action: 'logout', icon: 'logout' });
  });

  it('hides Benefits and Find care without active or future eligibility; Claims stays with any eligibility', () => {
    const facts = testFacts({ 'eligibility.anyActiveOrFuture': false, 'eligibility.any': true });
    expect(ids(buildMenu(menus, 'primary', facts, testRules))).toEqual(['home', 'account', 'claims']);
  });

  it('hides Claims without any eligibility', () => {
    const facts = testFacts({ 'eligibility.anyActiveOrFuture': false, 'eligibility.any': false });
    expect(ids(buildMenu(menus, 'primary', facts, testRules))).toEqual(['home', 'account']);
  });

  it('filters submenu items by their own rules (named rules and facts)', () => {
    const facts = testFacts({ 'member.isSubscriber': false, 'member.isAdult': false, 'ebill.has': false, 'programs': [37] });
    const primary = buildMenu(menus, 'primary', facts, testRules);
    const account = primary.find((e) => e.id === 'account')!;
    expect(ids(account.children)).toEqual(['summary', 'member-information', 'help-center', 'logout']);
    const claims = primary.find((e) => e.id === 'claims')!;
    expect(ids(claims.children)).toEqual(['claims', 'pharmacy']);
  });

  it('shows the log-in-as item only to the matching staff role', () => {
    const staff = buildMenu(menus, 'account', testFacts({ 'token.role': 'logInAsAnyone' }), testRules);
    expect(ids(staff)).toContain('login-as');
    const member = buildMenu(menus, 'account', testFacts(), testRules);
    expect(ids(member)).not.toContain('login-as');
  });

  it('swaps the label with labelWhen: Claims/EOBs for subscribers, Claims for others', () => {
    const subscriber = buildMenu(menus, 'primary', testFacts(), testRules).find((e) => e.id === 'claims');
    expect(subscriber?.label).toBe('menu.claimsEobs');
    const dependent = buildMenu(menus, 'primary', testFacts({ 'member.isSubscriber': false }), testRules).find(
      (e) => e.id === 'claims',
    );
    expect(dependent?.label).toBe('menu.claims');
  });

  it('without facts (signed out or loading) shows only items without a rule, with their plain label', () => {
    const primary = buildMenu(menus, 'primary', null, testRules);
    expect(ids(primary)).toEqual(['home', 'account']);
    expect(ids(primary[1]!.children)).toEqual(['summary', 'member-information', 'help-center', 'logout']);
    expect(ids(buildMenu(menus, 'utilityAnonymous', null, testRules))).toEqual(['login', 'contact']);
  });

  it('stops at a submenu cycle', () => {
    const cyclic: BrandManifest['menus'] = {
      ...menus,
      account: [{ id: 'loop', label: 'menu.account', to: '/account', submenu: 'primary' }],
    };
    const primary = buildMenu(cyclic, 'primary', testFacts(), testRules);
    const loop = primary.find((e) => e.id === 'account')!.children[0]!;
    expect(loop.id).toBe('loop');
    expect(loop.children).toEqual([]);
  });

  it.each([
    ['a protocol-relative to', { to: '//evil.example' }],
    ['a backslash to', { to: '/\\evil.example' }],
    ['a .. to', { to: '/home/../../x' }],
    ['a scheme in to', { to: SCRIPT_ADDRESS }],
    ['an href with a user name', { href: 'https://www.summithealth.example@evil.example/' }],
    ['an http href', { href: 'http://evil.example/' }],
  ])('leaves out an item whose target would leave the app (%s), even if a bad manifest got through', (_, target) => {
    const bad = { id: 'bad', label: 'menu.home', ...target } as MenuItem;
    const good: MenuItem = { id: 'good', label: 'menu.home', to: '/home' };
    const built = buildMenu({ ...menus, primary: [bad, good] }, 'primary', testFacts(), testRules);
    expect(ids(built)).toEqual(['good']);
  });

  it('returns nothing for an empty menu (the hospital brand has no anonymous utility items)', () => {
    expect(buildMenu({ ...menus, utilityAnonymous: [] }, 'utilityAnonymous', null, testRules)).toEqual([]);
  });
});

describe('itemLabel', () => {
  it('takes the first labelWhen whose rule holds', () => {
    const item = {
      id: 'x',
      label: 'menu.a',
      to: '/x',
      labelWhen: [
        { rule: { fact: 'token.isStaff' as const }, label: 'menu.b' },
        { rule: { fact: 'member.isSubscriber' as const }, label: 'menu.c' },
        { rule: { fact: 'member.isAdult' as const }, label: 'menu.d' },
      ],
    };
    expect(itemLabel(item, testFacts(), testRules)).toBe('menu.c');
    expect(itemLabel(item, testFacts({ 'member.isSubscriber': false, 'member.isAdult': false }), testRules)).toBe('menu.a');
  });
});

describe('isEntryActive', () => {
  const entry: MenuEntry = {
    id: 'benefits',
    gate: 'menu:primary:benefits',
    label: 'menu.benefits',
    to: '/benefits',
    children: [{ id: 'summary', gate: 'menu:benefits:summary', label: 'x', to: '/benefits/summary?asOfDate=2025-01-01', children: [] }],
  };
  it('matches the page and pages below it, ignoring the query', () => {
    expect(isEntryActive(entry, '/benefits')).toBe(true);
    expect(isEntryActive(entry, '/benefits/dental')).toBe(true);
    expect(isEntryActive(entry, '/benefitsx')).toBe(false);
    expect(isEntryActive(entry.children[0]!, '/benefits/summary')).toBe(true);
    expect(pathOf('/a/b?c=d#e')).toBe('/a/b');
  });
});

describe('actionDestination', () => {
  it('logout goes to the login page with the logged-out banner, or the logout page for the hospital brand', () => {
    expect(actionDestination('logout', testManifest.features)).toEqual({ to: '/login', state: { loggedOut: true } });
    expect(actionDestination('logout', { ...testManifest.features, logoutPage: true })).toEqual({ to: '/logout' });
  });

  it('changeGroup goes to /select-group', () => {
    expect(actionDestination('changeGroup', testManifest.features)).toEqual({ to: '/select-group' });
  });
});

describe('utilityMenuName (spec §2 utility menu)', () => {
  it('follows the session', () => {
    expect(utilityMenuName(true)).toBe('utility');
    expect(utilityMenuName(false)).toBe('utilityAnonymous');
  });
});

describe('menu item query parameters (spec §2: Benefits summary with asOfDate)', () => {
  const summary: MenuItem = { id: 'summary', label: 'menu.benefitsSummary', to: '/benefits/summary', query: { asOfDate: 'today' } };

  it('fills asOfDate with today, yyyy-mm-dd', () => {
    expect(menuItemTarget('/benefits/summary', { asOfDate: 'today' }, { today: '2026-11-24' })).toBe('/benefits/summary?asOfDate=2026-11-24');
  });
  it('keeps parameters already in the route and a hash last', () => {
    expect(menuItemTarget('/benefits/summary?tier=innet#top', { asOfDate: 'today' }, { today: '2026-11-24' })).toBe(
      '/benefits/summary?tier=innet&asOfDate=2026-11-24#top',
    );
  });
  it('leaves an item without a query, or a value not known, as it is', () => {
    expect(menuItemTarget('/benefits/medical', undefined, { today: '2026-11-24' })).toBe('/benefits/medical');
    expect(menuItemTarget('/benefits/summary', { asOfDate: 'today' }, {})).toBe('/benefits/summary');
  });
  it('builds the entry of a hand-made item, in a submenu too, and it stays active on its page', () => {
    const hand: BrandManifest['menus'] = { ...testManifest.menus, benefits: [summary], primary: [{ id: 'benefits', label: 'menu.benefits', to: '/benefits', submenu: 'benefits' }] };
    const [benefits] = buildMenu(hand, 'primary', testFacts(), testRules, { today: '2026-11-24' });
    const entry = benefits!.children[0]!;
    expect(entry.to).toBe('/benefits/summary?asOfDate=2026-11-24');
    expect(isEntryActive(entry, '/benefits/summary')).toBe(true);
  });
});

describe('log-in-as menu entry on token.staffRole (spec §6)', () => {
  it('shows for staff signed in themselves and after a log-in-as', () => {
    const loginAs: MenuItem = { id: 'login-as', label: 'menu.loginAsAnyone', to: '/login-as', rule: { fact: 'token.staffRole', in: ['logInAsAnyone'] } };
    const hand: BrandManifest['menus'] = { ...testManifest.menus, account: [loginAs] };
    const ids = (facts: ReturnType<typeof testFacts>) => buildMenu(hand, 'account', facts, testRules).map((e) => e.id);
    expect(ids(testFacts({ 'token.role': 'member', 'token.staffRole': 'logInAsAnyone' }))).toEqual(['login-as']);
    expect(ids(testFacts({ 'token.role': 'logInAsAnyone', 'token.staffRole': 'logInAsAnyone' }))).toEqual(['login-as']);
    expect(ids(testFacts({ 'token.role': 'member', 'token.staffRole': null }))).toEqual([]);
  });
});

describe('buildSiteMap', () => {
  const termedFacts = testFacts({ 'eligibility.anyActiveOrFuture': false, 'eligibility.any': true });
  const withSubmenus = ['account', 'benefits', 'findCare', 'claims'] as const;

  it("a column per listed menu, each entry built like the menus'", () => {
    const columns = buildSiteMap(menus, withSubmenus, testFacts(), testRules);
    expect(columns.map((column) => column.name)).toEqual(['account', 'benefits', 'findCare', 'claims']);
    expect(columns[0]!.entries).toEqual(buildMenu(menus, 'account', testFacts(), testRules));
  });

  it('leaves out the column of a submenu whose item is hidden, whatever its own items\' rules say', () => {
    expect(buildSiteMap(menus, withSubmenus, termedFacts, testRules).map((column) => column.name)).toEqual(['account', 'claims']);
    expect(isMenuReached(menus, 'benefits', termedFacts, testRules)).toBe(false);
    expect(isMenuReached(menus, 'benefits', testFacts(), testRules)).toBe(true);
  });

  it('a menu no item opens is reached; a column with no visible entry is left out', () => {
    expect(isMenuReached(menus, 'primary', null, testRules)).toBe(true);
    const onlyRuled: BrandManifest['menus'] = { ...menus, utility: [{ id: 'x', label: 'menu.home', to: '/home', rule: { fact: 'pcp.eligible' } }] };
    expect(buildSiteMap(onlyRuled, ['utility'], testFacts({ 'pcp.eligible': false }), testRules)).toEqual([]);
  });

  it('a submenu opened only from inside a cycle is not reached', () => {
    const cyclic: BrandManifest['menus'] = {
      primary: [],
      account: [{ id: 'to-claims', label: 'menu.home', to: '/home', submenu: 'claims' }],
      claims: [{ id: 'to-account', label: 'menu.home', to: '/home', submenu: 'account' }],
    } as unknown as BrandManifest['menus'];
    expect(isMenuReached(cyclic, 'account', testFacts(), testRules)).toBe(false);
  });
});

import type { BrandManifest, MenuAction, MenuIcon, MenuItem, MenuName, MenuQuerySource } from '../../manifest/manifest-types';
import { isAppPath, isHttpsAddress } from '../../engine/addresses/addresses';
import { gateShows, menuItemKey } from '../../manifest/gates';
import type { Facts, NamedRules } from '../../manifest/rule-types';

/** A menu item ready to render: visible, label resolved (still a copy key), its submenu built. */
export interface MenuEntry {
  id: string;
  /** The item's gate key (`menu:<menu>:<id>`), marked on its control so the studio's review can outline it. */
  gate: string;
  /** Copy key of the label. */
  label: string;
  to?: string;
  href?: string;
  action?: MenuAction;
  icon?: MenuIcon;
  /** The menu the children come from (for its heading, e.g. the account menu's 'My account'). */
  submenu?: MenuName;
  children: MenuEntry[];
}

/**
 * Whether an item shows (the gate src/manifest/gates.ts decides, as the studio's trace does). Without facts
 * (signed out, or still loading) only items without a rule show: a rule about the member cannot hold for no member.
 */
export function isItemVisible(item: MenuItem, facts: Facts | null, namedRules: NamedRules): boolean {
  return gateShows('menu', item.rule, facts, namedRules);
}

/**
 * Whether an item's target can be followed: an app path for `to`, an https address for `href`. The schema refuses
 * any other; an item that got through anyway is left out rather than lead to another site.
 */
export function hasSafeTarget(item: MenuItem): boolean {
  return (item.to === undefined || isAppPath(item.to)) && (item.href === undefined || isHttpsAddress(item.href));
}

/** The label key: the first `labelWhen` entry whose rule holds, else the item's own label. */
export function itemLabel(item: MenuItem, facts: Facts | null, namedRules: NamedRules): string {
  if (facts === null || !item.labelWhen) return item.label;
  return item.labelWhen.find((option) => gateShows('label', option.rule, facts, namedRules))?.label ?? item.label;
}

/** What a menu's query parameters are filled from. */
export interface MenuValues {
  /** Today, yyyy-mm-dd (the app's injected clock). */
  today?: string;
}

/**
 * An item's `to` with its query parameters filled in (spec §2: the Benefits summary carries asOfDate):
 * `('/benefits/summary', { asOfDate: 'today' }, { today: '2026-11-24' })` → '/benefits/summary?asOfDate=2026-11-24'.
 * Parameters already in `to` stay, a hash stays last; a parameter whose value is unknown is left out.
 */
export function menuItemTarget(to: string, query: Readonly<Record<string, MenuQuerySource>> | undefined, values: MenuValues): string {
  if (!query) return to;
  const hashAt = to.indexOf('#');
  const [beforeHash, hash] = hashAt === -1 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const [path, search] = queryAt === -1 ? [beforeHash, ''] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const params = new URLSearchParams(search);
  for (const [name, source] of Object.entries(query)) {
    const value = values[source];
    if (value !== undefined) params.set(name, value);
  }
  const built = params.toString();
  return `${path}${built ? `?${built}` : ''}${hash}`;
}

/**
 * The visible entries of one menu (with a safe target), with submenus built the same way. A submenu that names a menu already on
 * the path (a cycle in the manifest) is left out. `values` fill the items' query parameters.
 */
export function buildMenu(
  menus: BrandManifest['menus'],
  name: MenuName,
  facts: Facts | null,
  namedRules: NamedRules,
  values: MenuValues = {},
  path: readonly MenuName[] = [],
): MenuEntry[] {
  const trail = [...path, name];
  return (menus[name] ?? [])
    .filter((item) => hasSafeTarget(item) && isItemVisible(item, facts, namedRules))
    .map((item) => {
      const children =
        item.submenu && !trail.includes(item.submenu) ? buildMenu(menus, item.submenu, facts, namedRules, values, trail) : [];
      const entry: MenuEntry = { id: item.id, gate: menuItemKey(name, item.id), label: itemLabel(item, facts, namedRules), children };
      if (item.to !== undefined) entry.to = menuItemTarget(item.to, item.query, values);
      if (item.href !== undefined) entry.href = item.href;
      if (item.action !== undefined) entry.action = item.action;
      if (item.icon !== undefined) entry.icon = item.icon;
      if (item.submenu !== undefined) entry.submenu = item.submenu;
      return entry;
    });
}

/**
 * Whether a menu is reached: no item of any menu opens it (a menu of its own, like the primary menu), or a visible
 * item of a reached menu does. A submenu is a visible item's: the Benefits submenu is nobody's whose Benefits item is
 * hidden.
 */
export function isMenuReached(
  menus: BrandManifest['menus'],
  name: MenuName,
  facts: Facts | null,
  namedRules: NamedRules,
  path: readonly MenuName[] = [],
): boolean {
  if (path.includes(name)) return false;
  const openers = (Object.entries(menus) as [MenuName, MenuItem[] | undefined][]).flatMap(([menu, items]) =>
    (items ?? []).filter((item) => item.submenu === name).map((item) => ({ menu, item })),
  );
  if (openers.length === 0) return true;
  return openers.some(
    ({ menu, item }) => hasSafeTarget(item) && isItemVisible(item, facts, namedRules) && isMenuReached(menus, menu, facts, namedRules, [...path, name]),
  );
}

/** One column of the footer's site map: a menu's visible entries. */
export interface SiteMapColumn {
  name: MenuName;
  entries: MenuEntry[];
}

/**
 * The footer's site map (spec §2, "site map by menu"): a column per menu the manifest's `footer.siteMap` lists, its
 * entries built like the menus'. A menu the member does not reach (its item hidden, isMenuReached) and a menu with no
 * visible entry are left out, so the site map never offers what the menus hide.
 */
export function buildSiteMap(
  menus: BrandManifest['menus'],
  siteMap: readonly MenuName[],
  facts: Facts | null,
  namedRules: NamedRules,
  values: MenuValues = {},
): SiteMapColumn[] {
  return siteMap
    .filter((name) => isMenuReached(menus, name, facts, namedRules))
    .map((name) => ({ name, entries: buildMenu(menus, name, facts, namedRules, values) }))
    .filter((column) => column.entries.length > 0);
}

/** Spec §2 utility menu: it follows the session (Contact us, Log out), signed out: Log in, Contact us. */
export function utilityMenuName(isAuthenticated: boolean): Extract<MenuName, 'utility' | 'utilityAnonymous'> {
  return isAuthenticated ? 'utility' : 'utilityAnonymous';
}

/** The path part of a `to` (without query or hash). */
export function pathOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

/** Whether the current path is this entry's page or below it (for aria-current and highlighting). */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.to !== undefined) {
    const own = pathOf(entry.to);
    if (pathname === own || pathname.startsWith(`${own}/`)) return true;
  }
  return entry.children.some((child) => isEntryActive(child, pathname));
}

/** Where a menu action leads once it has run. */
export interface ActionDestination {
  to: string;
  state?: { loggedOut: true };
}

/**
 * `logout`: the hospital brand's logout page (features.logoutPage), else the login page with the logged-out
 * banner; `changeGroup`: the group picker.
 */
export function actionDestination(action: MenuAction, features: BrandManifest['features']): ActionDestination {
  switch (action) {
    case 'logout':
      return features.logoutPage ? { to: '/logout' } : { to: '/login', state: { loggedOut: true } };
    case 'changeGroup':
      return { to: '/select-group' };
  }
}

// Menu rules per persona (spec §2 Menus, PERSONAS.md).
import { personas } from '../fixtures/personas';
import { entryNames, menuEntry, openAccountMenu, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

test('subscriber: Claims/EOBs offers Claims, EOBs and Pharmacy; the account menu has Settings', async ({ page, a11y }) => {
  const { brand, username } = personas.subscriber;
  await loginHome(page, brand, username);
  const nav = primaryNav(page);

  const claims = await openSubmenu(page, nav, 'Claims/EOBs');
  await expect(menuEntry(claims, 'Claims')).toBeVisible();
  await expect(menuEntry(claims, 'EOBs')).toBeVisible();
  // Pharmacy shows because the subscriber's programs include id 37.
  await expect(menuEntry(claims, 'Pharmacy')).toBeVisible();
  await a11y.check(page, 'Claims/EOBs submenu open');

  const account = await openAccountMenu(page);
  await expect(menuEntry(account, 'Settings')).toBeVisible();
  await expect(menuEntry(account, 'Log out')).toBeVisible();
  await a11y.check(page, 'account menu open');
});

test('minordep (17): the menu says Claims, without EOBs, and the account menu has no Settings', async ({ page }) => {
  const { brand, username } = personas.minordep;
  await loginHome(page, brand, username);
  const nav = primaryNav(page);

  await expect(visible(menuEntry(nav, 'Claims/EOBs'))).toHaveCount(0);
  const claims = await openSubmenu(page, nav, 'Claims');
  await expect(menuEntry(claims, 'Claims')).toBeVisible();
  await expect(visible(menuEntry(claims, 'EOBs'))).toHaveCount(0);

  const account = await openAccountMenu(page);
  await expect(menuEntry(account, 'Log out')).toBeVisible();
  await expect(visible(menuEntry(account, 'Settings'))).toHaveCount(0);
});

test('adultdep (20): Settings is offered, EOBs is not', async ({ page }) => {
  const { brand, username } = personas.adultdep;
  await loginHome(page, brand, username);
  const nav = primaryNav(page);

  const claims = await openSubmenu(page, nav, 'Claims');
  await expect(visible(menuEntry(claims, 'EOBs'))).toHaveCount(0);

  const account = await openAccountMenu(page);
  await expect(menuEntry(account, 'Settings')).toBeVisible();
});

test('termed: a warning that cannot be dismissed; no Benefits, no Find care, but Claims', async ({ page }) => {
  const { brand, username } = personas.termed;
  await loginHome(page, brand, username);

  // A static banner (no live region needed: it is there when the page loads), with no way to dismiss it.
  const alert = page.getByText('You are not currently enrolled in a plan');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /dismiss|close/i })).toHaveCount(0);

  const nav = primaryNav(page);
  await expect(menuEntry(nav, 'Home')).toBeVisible();
  await expect(menuEntry(nav, /^Claims(\/EOBs)?$/)).toBeVisible();
  await expect(visible(menuEntry(nav, 'Benefits'))).toHaveCount(0);
  await expect(visible(menuEntry(nav, 'Find care'))).toHaveCount(0);

  // Still there after navigating to another page of the shell.
  await menuEntry(nav, 'Home').first().click();
  await expect(alert).toBeVisible();
});

test('partnerdep: no Settings; Find care offers only the dentist finder', async ({ page, a11y }) => {
  const { brand, username } = personas.partnerdep;
  await loginHome(page, brand, username);
  const nav = primaryNav(page);

  const findCare = await openSubmenu(page, nav, 'Find care');
  expect(await entryNames(findCare)).toEqual(['Find a dentist']);
  await a11y.check(page, 'Find care submenu open');

  const account = await openAccountMenu(page);
  await expect(visible(menuEntry(account, 'Settings'))).toHaveCount(0);
  await expect(menuEntry(account, 'Log out')).toBeVisible();
});

test('hospital: no utility Contact us / Log out in the header; the account menu has Log out', async ({ page }) => {
  const { brand, username } = personas.hospital;
  await loginHome(page, brand, username);
  const header = page.getByRole('banner').first();

  await expect(visible(menuEntry(header, 'Contact us'))).toHaveCount(0);
  await expect(visible(menuEntry(header, 'Log out'))).toHaveCount(0);

  const account = await openAccountMenu(page);
  await expect(menuEntry(account, 'Log out')).toBeVisible();
});

test('main: the utility menu offers Contact us and Log out', async ({ page }) => {
  const { brand, username } = personas.subscriber;
  await loginHome(page, brand, username);
  const header = page.getByRole('banner').first();
  await expect(visible(menuEntry(header, 'Contact us')).first()).toBeVisible();
  await expect(visible(menuEntry(header, 'Log out')).first()).toBeVisible();
});

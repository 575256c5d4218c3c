// Issue 14: the account pages. /account/summary (spec §2: the family at a glance with §4 plan lines and §5's adult
// age, quick links from the Account submenu's own rules) and /account/member-information (§3 Family, Member and
// Address; the mailing address as §2's edit-form card saved with PUT account/address, §5 messages; read-only for a
// member who may not change it, §6).
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { personas } from '../fixtures/personas';
import { menuEntry, openAccountMenu } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths on two pages: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const DATE = String.raw`\d{2}/\d{2}/\d{4}`;

async function openSummary(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menuEntry(menu, 'Summary').click();
  await expect(page).toHaveURL(/\/account\/summary$/);
  await expect(h1(page)).toHaveText('Account summary');
}

/** The quick links' names, once the section has loaded. */
async function quickLinks(page: Page) {
  const links = region(page, 'Your account').getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  return links;
}

test('subscriber: the family at a glance and every account page; the mailing address edited, refused, saved and kept', async ({ page }) => {
  await useOwnDemoScope(page, 'account-address');
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await openSummary(page);

  const family = region(page, 'Members and coverage');
  const cards = family.getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Dana Rivera (you)', 'Chris Rivera', 'Riley Rivera', 'Sam Rivera']);
  const riley = cards.filter({ has: page.getByRole('heading', { name: 'Riley Rivera' }) });
  await expect(riley).toContainText('Child');
  await expect(riley).toContainText('Minor (under 18)');
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Sam Rivera' }) })).toContainText('Adult (18 or older)');
  await expect(riley.getByRole('definition')).toContainText([new RegExp(`^Active since ${DATE}$`)]);
  await expect(await quickLinks(page)).toHaveText(['Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center']);
  await checkA11yAtWidths(page, '/account/summary');

  await region(page, 'Your account').getByRole('link', { name: 'Member information' }).click();
  await expect(page).toHaveURL(/\/account\/member-information$/);
  await expect(region(page, 'Your plan')).toContainText('MD1004582');
  await expect(region(page, 'Members on your plan').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(region(page, 'Members on your plan')).not.toContainText('700102');

  const card = region(page, 'Mailing address');
  await expect(card).toContainText('Portland, OR 97202-4415');
  await card.getByRole('button', { name: 'Edit Mailing address' }).click();
  await expect(card.getByLabel('Address line 1')).toBeFocused();
  await card.getByLabel('Address line 1').fill('1201 Main St');
  await card.getByLabel('City').fill('Vancouver');
  await card.getByLabel('State', { exact: true }).selectOption('WA');
  await card.getByLabel('ZIP code').fill('9866');
  // The message shows once the field is left (as on every form here); Save then sends nothing and returns to it.
  await card.getByLabel('ZIP code').press('Tab');
  await expect(card.getByText('Invalid ZIP code', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByLabel('ZIP code')).toBeFocused();
  await expect(card.getByLabel('City')).toHaveValue('Vancouver');
  await expect(card.getByLabel('Address line 1')).toHaveValue('1201 Main St');

  await card.getByLabel('ZIP code').fill('98660');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your mailing address was updated.' })).toBeVisible();
  await expect(card).toContainText('Vancouver, WA 98660');
  await expect(card.getByRole('button', { name: 'Edit Mailing address' })).toBeFocused();

  await page.reload();
  await expect(region(page, 'Mailing address')).toContainText('1201 Main St');
  await expect(region(page, 'Mailing address')).toContainText('Vancouver, WA 98660');
  await checkA11yAtWidths(page, '/account/member-information');
});

test('minordep: only their own coverage, no Settings link, and the mailing address read-only', async ({ page }) => {
  await loginHome(page, personas.minordep.brand, personas.minordep.username);
  await openSummary(page);
  const family = region(page, 'Members and coverage');
  await expect(family.getByRole('heading', { level: 3 })).toHaveText(['Riley Rivera (you)']);
  await expect(family).toContainText("The plan's subscriber sees the whole family's.");
  const links = await quickLinks(page);
  await expect(links).toHaveText(['Member information', 'Member plan benefits', 'eBill', 'Help center']);

  await region(page, 'Your account').getByRole('link', { name: 'Member information' }).click();
  const card = region(page, 'Mailing address');
  await expect(card).toContainText('4127 SE Woodstock Blvd');
  await expect(card).toContainText("Only the plan's subscriber can change the mailing address.");
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('partnerdep: the partner plan never links eBill, and its dependents have no Settings', async ({ page }) => {
  await loginHome(page, personas.partnerdep.brand, personas.partnerdep.username);
  await openSummary(page);
  await expect(region(page, 'Members and coverage').getByRole('heading', { level: 3 })).toHaveText([/\(you\)$/]);
  await expect(await quickLinks(page)).toHaveText(['Member information', 'Member plan benefits', 'Help center']);
});

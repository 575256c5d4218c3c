// Issue 14: /account/plan-benefits (spec §3 Member, Eligibility, Plan management details; §4 plan line status, plan
// management banner; §7 plan-management calls) and /account/ebill (spec §2 Account submenu, §4 eBill). Plans from the
// personas' seeds (gateway/reference-api/personas/subscriber-family.ts, main-families.ts); plan names from GET benefits/history.
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { personas } from '../fixtures/personas';
import { entryNames, menuEntry, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const NOT_FOUND = "Sorry, it looks like we can't find that page.";
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens an Account submenu entry like a member. */
async function openAccountPage(page: Page, entry: string): Promise<void> {
  const account = await openSubmenu(page, primaryNav(page), 'Account');
  await menuEntry(account, entry).click();
}

test('subscriber: plan lines and plan management; chooses not to renew medical after a confirmation, and the page and home banner say when benefits end', async ({ page }) => {
  await useOwnDemoScope(page, 'plan-cancel');
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await region(page, 'Plan renewal').getByRole('link', { name: 'Manage your plan' }).click();
  await expect(page).toHaveURL(/\/account\/plan-benefits$/);
  await expect(h1(page)).toHaveText('Member plan benefits');

  // The family's plan lines: each member's plan names, ids, status and benefits links.
  const dana = region(page, 'Dana Rivera');
  const medical = dana.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Medical plan' }) });
  await expect(medical).toContainText('Summit Individual PPO $500');
  await expect(medical).toContainText('Plan ID MPPO-500');
  await expect(medical).toContainText(/Active since \d{2}\/\d{2}\/\d{4}/);
  await expect(medical.getByRole('link', { name: 'View medical benefits' })).toHaveAttribute('href', '/benefits/medical');
  await expect(dana.getByRole('heading', { level: 3 })).toHaveText(['Medical plan', 'Dental plan', 'Vision plan', 'Pharmacy plan']);
  await expect(dana).toContainText('Summit Choice, Summit Dental');
  for (const name of ['Chris Rivera', 'Riley Rivera', 'Sam Rivera']) await expect(region(page, name)).toBeVisible();

  // Plan management: plan years, open enrollment, renew, and the choice not to renew.
  const manage = region(page, 'Plan management');
  await expect(manage).toContainText(/Open enrollment\s*\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
  await expect(manage.getByRole('link', { name: /^Renew or change your plan/ })).toHaveAttribute('href', 'https://shop.example.com/individual');
  await checkA11yAtWidths(page, 'plan benefits');

  await manage.getByRole('radio', { name: 'Do not renew my medical plan' }).check();
  await manage.getByRole('button', { name: 'Continue' }).click();
  const consequence = manage.getByText(/^Your medical plan will not renew\. Your medical benefits end on (\d{2}\/\d{2}\/\d{4})\.$/);
  await expect(consequence).toBeFocused();
  const endDate = /(\d{2}\/\d{2}\/\d{4})/.exec((await consequence.textContent()) ?? '')?.[1] ?? '';
  expect(endDate).not.toBe('');
  await manage.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('status').filter({ hasText: `Your choice is saved. Your benefits end on ${endDate}.` })).toBeVisible();
  await expect(manage).toContainText(`Your benefits end on ${endDate}.`);
  await expect(manage.getByRole('listitem')).toHaveText(['Medical']);
  await expect(manage.getByRole('radio')).toHaveCount(0);

  await visible(menuEntry(primaryNav(page), 'Home')).first().click();
  const banner = region(page, 'Plan renewal');
  await expect(banner).toContainText(`Your benefits end on ${endDate}.`);
  await expect(banner.getByRole('listitem')).toHaveText(['Medical']);
});

test('cancelled: plan management shows when benefits end and the plans not renewed, with no way to cancel', async ({ page }) => {
  await loginHome(page, personas.cancelled.brand, personas.cancelled.username);
  await openAccountPage(page, 'Member plan benefits');
  await expect(page).toHaveURL(/\/account\/plan-benefits$/);
  await expect(region(page, 'Jordan Ellis').getByRole('heading', { level: 3 })).toHaveText(['Medical plan', 'Dental plan']);
  const manage = region(page, 'Plan management');
  await expect(manage).toContainText(/Your benefits end on \d{2}\/\d{2}\/\d{4}\./);
  await expect(manage.getByRole('listitem')).toHaveText(['Medical', 'Dental']);
  await expect(manage.getByRole('radio')).toHaveCount(0);
  await expect(manage.getByRole('button')).toHaveCount(0);
});

test('partnerdep never sees eBill (menu, /account/ebill is the 404 page); the subscriber has the eBill page with the pay action', async ({ page }) => {
  await loginHome(page, personas.partnerdep.brand, personas.partnerdep.username);
  const account = await openSubmenu(page, primaryNav(page), 'Account');
  const names = await entryNames(account);
  expect(names).toContain('Member plan benefits');
  expect(names).not.toContain('eBill');
  await page.goto(brandUrl('partner', '/account/ebill'));
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();

  // The main brand's subscriber (another host: a session of its own), registered for eBill.
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await openAccountPage(page, 'eBill');
  await expect(page).toHaveURL(/\/account\/ebill$/);
  await expect(h1(page)).toHaveText('eBill');
  const ebill = region(page, 'Your eBill account');
  await expect(ebill).toContainText('Registered');
  await expect(ebill.getByRole('button', { name: 'View and pay my bill' })).toBeEnabled();
  await checkA11yAtWidths(page, 'eBill');
});

// Issue 12: the claims pages (spec §2 routes and Claims/EOBs submenu, §3 claim and page info, §4 claim status, §5 the
// claims date range, §8 claims handle their own errors, §9 currency). Data: the Rivera family's claims
// (gateway/reference-api/personas/subscriber-family.ts and claim-history.ts).
import type { Page } from '@playwright/test';
import { checkA11y, checkA11yAtWidths } from '../fixtures/a11y';
import { faultsFor } from '../fixtures/faults';
import { personas, type Persona } from '../fixtures/personas';
import { menuEntry, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths on every page: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const TILE_ERROR = "We couldn't load this section right now.";

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** axe at the spec's three widths (phone, tablet, desktop). */
async function signIn(page: Page, persona: Persona): Promise<void> {
  await loginHome(page, persona.brand, persona.username);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** mm/dd/yyyy of the day `days` from today (the gateway's seed is relative to the same day). */
function usDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

test('subscriber: filters medical claims by member and dates, pages to page 2; the address keeps it all', async ({ page }) => {
  await signIn(page, personas.subscriber);
  const panel = await openSubmenu(page, primaryNav(page), 'Claims/EOBs');
  await visible(menuEntry(panel, 'Claims')).first().click();
  await expect(page).toHaveURL(/\/claims$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims');
  const list = section(page, 'Medical claims');
  await expect(list.getByRole('status')).toHaveText('Showing 1–10 of 15');
  await expect(list.getByRole('listitem').first()).toContainText('Providence Imaging Center');
  await expect(list.getByRole('listitem').first()).toContainText('In Process');
  await expect(list.getByRole('listitem').nth(1)).toContainText(/Paid on \d{2}\/\d{2}\/\d{4}/);
  await checkA11yAtWidths(page, 'claims list');

  // The date rules of spec §5, with their messages.
  const filters = section(page, 'Filter claims');
  await filters.getByLabel('Start date').fill(usDate(-800));
  await filters.getByLabel('End date').fill(usDate(-900));
  await filters.getByLabel('End date').blur();
  await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  await expect(filters).toContainText('Start date must not be earlier than two years ago');
  await expect(filters).toContainText('End date must be after the start date');
  await filters.getByLabel('End date').fill('13/01/2025');
  await expect(filters).toContainText('End date must be mm/dd/yyyy');
  await checkA11y(page, 'claims filters with errors');

  await filters.getByLabel('Member').selectOption({ label: 'Dana Rivera' });
  await filters.getByLabel('Start date').fill(usDate(-365));
  await filters.getByLabel('End date').fill(usDate(0));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 1–6 of 6');
  await expect(list).toContainText('Totals for all 6 claims shown by these filters');
  await list.getByLabel('Claims per page').selectOption('5');
  await expect(list.getByRole('status')).toHaveText('Showing 1–5 of 6');
  await list.getByRole('navigation', { name: 'Claims pages' }).getByRole('button', { name: 'Next page' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 6–6 of 6');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Dana Rivera');
  await expect(page).toHaveURL(/[?&]member=0(&|$)/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);

  await page.reload();
  await expect(section(page, 'Medical claims').getByRole('status')).toHaveText('Showing 6–6 of 6');
  await expect(section(page, 'Filter claims').getByLabel('Member')).toHaveValue('0');
  await page.goBack();
  await expect(section(page, 'Medical claims').getByRole('status')).toHaveText('Showing 1–5 of 6');
  await checkA11yAtWidths(page, 'claims list, filtered');
});

test('subscriber: dental claims, and a claim opened from the list with its lines, totals and EOB link', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/claims');
  await page.getByRole('navigation', { name: 'Claim types' }).getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/type=dental/);
  await expect(section(page, 'Dental claims').getByRole('status')).toHaveText('Showing 1–10 of 11');

  await page.getByRole('navigation', { name: 'Claim types' }).getByRole('link', { name: 'Medical' }).click();
  const list = section(page, 'Medical claims');
  const northside = list.getByRole('listitem').filter({ hasText: 'Northside Family Medicine' }).first();
  await northside.getByRole('link', { name: /^Claim details/ }).click();
  await expect(page).toHaveURL(/\/claims\/m\/M2400123401\/0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim details');
  const summary = section(page, 'Claim summary');
  await expect(summary).toContainText(/Paid on \d{2}\/\d{2}\/\d{4}/);
  await expect(summary).toContainText('Dana Rivera');
  await expect(summary).toContainText('Check amount$180.00');
  const lines = section(page, 'Services');
  await expect(lines.getByRole('row', { name: /Office visit, established patient/ })).toContainText('99214');
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('$245.00');
  await expect(section(page, 'Explanation of benefits').getByRole('link', { name: 'View the EOB for this claim' })).toHaveAttribute(
    'href',
    '/eobs/EOB-M2400123401',
  );
  await checkA11yAtWidths(page, 'claim details');

  // Dental lines named by the alternate procedure or the category; a paid claim without an EOB of its own.
  await page.goto('/claims/d/D2400456703/0');
  await expect(section(page, 'Services').getByRole('row', { name: /Crown, full cast/ })).toContainText('D2791 Crown, full cast high noble metal (alternate benefit)');
  await expect(section(page, 'Explanation of benefits')).toContainText('There is no EOB for this claim yet.');
  await page.goto('/claims/d/D2400456705/0');
  await expect(section(page, 'Services').getByRole('row', { name: /Bitewings/ })).toContainText('Diagnostic (category)');
  // A denied claim with no check: 0.00.
  await page.goto('/claims/m/M2400123409/0');
  await expect(section(page, 'Claim summary')).toContainText('Check amount$0.00');
  await expect(section(page, 'Claim summary')).toContainText('Denied');
  // Spec §3: each line's disallowed value has its column.
  await expect(section(page, 'Services').getByRole('columnheader', { name: 'Line disallowed' })).toBeVisible();
  await checkA11yAtWidths(page, 'denied claim details');

  // The longer form of earlier links takes the member to the spec's address, in its place (Back skips it).
  await page.goto('/claims/dental/D2400456703/0');
  await expect(page).toHaveURL(/\/claims\/d\/D2400456703\/0$/);
  await expect(section(page, 'Services').getByRole('row', { name: /Crown, full cast/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/claims\/m\/M2400123409\/0$/);
});

test("minordep sees Claims: only her own claims, no member choice, no EOB; another member's claim is not found", async ({ page }) => {
  await signIn(page, personas.minordep);
  const panel = await openSubmenu(page, primaryNav(page), 'Claims');
  await expect(menuEntry(panel, 'EOBs')).toHaveCount(0);
  await visible(menuEntry(panel, 'Claims')).first().click();
  await expect(page).toHaveURL(/\/claims$/);
  const list = section(page, 'Medical claims');
  await expect(list.getByRole('status')).toHaveText('Showing 1–2 of 2');
  await expect(list.getByRole('listitem').filter({ hasText: 'Riley Rivera' })).toHaveCount(2);
  await expect(section(page, 'Filter claims').getByLabel('Member')).toHaveCount(0);
  await checkA11yAtWidths(page, 'minordep claims');

  await list.getByRole('link', { name: /^Claim details/ }).first().click();
  await expect(section(page, 'Claim summary')).toContainText('Rose City Pediatrics');
  await expect(section(page, 'Explanation of benefits')).toHaveCount(0);

  // No claim matches: the no-match state clears the filters.
  await page.goto('/claims?type=vision&status=03');
  const vision = section(page, 'Vision claims');
  await expect(vision.getByRole('status')).toHaveText('No claims match these filters.');
  await vision.getByRole('button', { name: 'Clear filters' }).click();
  await expect(vision.getByRole('status')).toHaveText('Showing 1–2 of 2');
  await expect(page).toHaveURL(/\/claims\?type=vision$/);

  // Another member's claim: the claim is the page's own data (issue 29), so its 404 is the error page, in place.
  await page.goto('/claims/m/M2400123401/0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, it looks like we can't find that page.");
  await expect(page).toHaveURL(/\/claims\/m\/M2400123401\/0$/);
  await expect(page.getByText('Northside Family Medicine')).toHaveCount(0);
  await checkA11yAtWidths(page, 'claim not found');
});

test('a failing claims call shows its error with Try again in place; the filters keep working', async ({ page, request }) => {
  const inject = await faultsFor(page, request);
  await signIn(page, personas.subscriber);
  // Both calls to claims/vision fail once: this plan year's costs and the list's page, each in its own section.
  await inject({ path: '/api/claims/vision', status: 500, times: 2 });
  await page.goto('/claims?type=vision');
  const list = section(page, 'Vision claims');
  await expect(list.getByText(TILE_ERROR)).toBeVisible();
  await expect(section(page, 'Your costs this plan year').getByText(TILE_ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/claims\?type=vision$/);
  await expect(section(page, 'Filter claims').getByLabel('Provider')).toBeVisible();
  await checkA11y(page, 'claims list error');
  await list.getByRole('button', { name: 'Try again' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 1–10 of 11');
});

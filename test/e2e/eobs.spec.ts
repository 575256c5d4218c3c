// Issue 12: the EOB pages (spec §2 routes and Claims/EOBs submenu, §3 EOB and page info, §5 date range, §6 EOBs
// subscriber only, §7 v2/eobs and eobs/metadata, eob-detail, pdf, §8 eobs handle their own errors, §9 currency).
// Data: the subscriber family's EOBs (gateway/reference-api/personas/subscriber-family.ts, gateway/reference-api/personas/eobs.ts).
import type { Locator, Page } from '@playwright/test';
import { brandUrl } from '../fixtures/brands';
import { checkA11y, checkA11yAtWidths } from '../fixtures/a11y';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { faultsFor } from '../fixtures/faults';
import { downloadPdf } from '../fixtures/pdf';
import { personas } from '../fixtures/personas';
import { entryNames, menuEntry, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths on every page: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const TILE_ERROR = "We couldn't load this section right now.";
const PDF_FAILED = "We couldn't download the EOB PDF. Please try again.";
const US_DATE = /\d{2}\/\d{2}\/\d{4}/;

/** axe at the spec's three widths (phone, tablet, desktop). */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The subscriber, signed in, on /eobs from the Claims/EOBs submenu (desktop width). */
async function openEobs(page: Page): Promise<Locator> {
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openSubmenu(page, primaryNav(page), 'Claims/EOBs');
  await visible(menuEntry(panel, 'EOBs')).first().click();
  await expect(page).toHaveURL(/\/eobs$/);
  const list = section(page, 'Your EOBs');
  await expect(list.getByRole('status')).toHaveText('Showing 1–5 of 6 EOBs');
  return list;
}

test('subscriber: /eobs from the Claims/EOBs submenu, paged, filtered by member, claim type and dates', async ({ page }) => {
  const list = await openEobs(page);
  const entries = list.getByRole('listitem');
  await expect(entries).toHaveCount(5);
  const first = entries.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^Medical EOB, \d{2}\/\d{2}\/\d{4}$/);
  await expect(first).toContainText('Dana Rivera');
  await expect(first.getByRole('button', { name: /^Download PDF of the Medical EOB/ })).toBeVisible();
  await checkA11yAtWidths(page, 'EOBs');

  // Page 2 of 2: the EOB that names no members shows the subscriber (spec §3).
  await page.setViewportSize({ width: 1280, height: 900 });
  const pager = list.getByRole('navigation', { name: 'EOB pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(list.getByRole('status')).toHaveText('Showing 6–6 of 6 EOBs');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(/Members\s*Dana Rivera/);

  await list.getByLabel('Member').selectOption({ label: 'Riley Rivera' });
  await expect(list.getByRole('status')).toHaveText('Showing 1–2 of 2 EOBs');
  await expect(list.getByLabel('Provider').locator('option')).toHaveText(['All providers', 'Bright Smiles Dental', 'Rose City Pediatrics']);
  await list.getByLabel('Claim type').selectOption({ label: 'Dental' });
  await expect(list.getByRole('status')).toHaveText('Showing 1–1 of 1 EOBs');
  await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText(/^Dental EOB/);

  // A family member without EOBs: the empty state, and the way back.
  await list.getByLabel('Member').selectOption({ label: 'Chris Rivera' });
  await expect(list.getByRole('status')).toHaveText('No EOBs match these filters.');
  await checkA11y(page, 'EOBs, no match');
  await list.getByRole('button', { name: 'Clear filters' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 1–5 of 6 EOBs');

  // Spec §5: mm/dd/yyyy, end after start.
  const start = list.getByLabel('Start date');
  const end = list.getByLabel('End date');
  await start.fill('13/45/2020');
  await start.blur();
  await expect(list.getByText('Start date must be mm/dd/yyyy')).toBeVisible();
  await start.fill('06/01/2025');
  await end.fill('05/01/2025');
  await end.blur();
  await expect(list.getByText('End date must be after the start date')).toBeVisible();
  await checkA11y(page, 'EOBs, date errors');
  // The last 40 days: the two newest EOBs.
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  };
  await start.fill(day(-40));
  await end.fill(day(0));
  await list.getByRole('button', { name: 'Show EOBs' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 1–2 of 2 EOBs');
});

test('subscriber: opens an EOB, its claims and totals, and downloads its PDF', async ({ page }) => {
  const list = await openEobs(page);
  const dental = list.getByRole('listitem').filter({ hasText: 'Dental EOB' }).first();
  await dental.getByRole('link', { name: /^Dental EOB/ }).click();
  await expect(page).toHaveURL(/\/eobs\/EOB-D2400456701$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explanation of benefits details');
  const summary = section(page, 'Summary');
  await expect(summary).toContainText(US_DATE);
  await expect(summary).toContainText(/Type of claims\s*Dental/);
  await expect(summary).toContainText(/Subscriber\s*Dana Rivera/);
  const claims = section(page, 'Claims');
  const claim = claims.getByRole('listitem').filter({ hasText: 'Claim D2400456701' });
  await expect(claim).toContainText(/Patient\s*Dana Rivera/);
  await expect(claim).toContainText(/Provider\s*Bright Smiles Dental/);
  await expect(claim).toContainText(/Charge\s*\$343\.00/);
  await expect(claim).toContainText(/Patient responsibility\s*\$43\.00/);
  await expect(claims).toContainText(/Totals\s*Charge\s*\$343\.00\s*Patient responsibility\s*\$43\.00/);
  await checkA11yAtWidths(page, 'EOB details');

  const { popupUrl, contentType, head } = await downloadPdf(page, summary.getByRole('button', { name: 'Download PDF' }));
  expect(popupUrl).toMatch(/^blob:http:\/\/main\.localhost:\d+\//);
  expect(contentType).toBe('application/pdf');
  expect(head).toBe('%PDF-');
  await expect(summary.getByRole('button', { name: 'Download PDF' })).toBeVisible();

  // An id that is not the family's: the EOB is the page's own data (issue 29), so its 404 is the error page, in place.
  await page.goto(brandUrl('main', '/eobs/EOB-NOT-OURS'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, it looks like we can't find that page.");
  await expect(page).toHaveURL(/\/eobs\/EOB-NOT-OURS$/);
  await checkA11yAtWidths(page, 'EOB not found');
});

test('minordep: Claims without EOBs in the submenu; /eobs and an EOB typed in are the 404 page', async ({ page }) => {
  await loginHome(page, personas.minordep.brand, personas.minordep.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openSubmenu(page, primaryNav(page), 'Claims');
  const names = await entryNames(panel);
  expect(names).toContain('Claims');
  expect(names).not.toContain('EOBs');
  for (const path of ['/eobs', '/eobs/EOB-M2400123403']) {
    await page.goto(brandUrl('main', path));
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible();
  }
  await checkA11yAtWidths(page, 'EOBs as a dependent');
});

test('a failing v2/eobs call shows the section error with Try again; the page keeps working and recovers', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await injectFault({ path: '/api/v2/eobs', status: 500, times: 10 });
  await page.goto(brandUrl('main', '/eobs'));
  const list = section(page, 'Your EOBs');
  await expect(list.getByText(TILE_ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/eobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explanation of benefits');
  await expect(primaryNav(page)).toBeVisible();
  await checkA11yAtWidths(page, 'EOBs with a failed call');

  // A demo scope of its own again: the fault stays behind in the old one.
  await useOwnDemoScope(page, 'eobs-recovered');
  await list.getByRole('button', { name: 'Try again' }).click();
  await expect(list.getByRole('status')).toHaveText('Showing 1–5 of 6 EOBs');
});

test('a dropped PDF download tells the member and leaves no blank window', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  const list = await openEobs(page);
  // Chromium resends a dropped GET on each reused socket: the fault outlasts the retries.
  await injectFault({ path: '/api/eobs/pdf', drop: true, times: 20 });
  const popupPromise = page.waitForEvent('popup');
  await list.getByRole('button', { name: /^Download PDF/ }).first().click();
  const popup = await popupPromise;
  await expect(list.getByRole('alert')).toHaveText(PDF_FAILED);
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(page.context().pages()).toHaveLength(1);
  await expect(page).toHaveURL(/\/eobs$/);
  await checkA11yAtWidths(page, 'EOBs after a dropped PDF');
});

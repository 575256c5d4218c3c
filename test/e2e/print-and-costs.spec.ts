// Issue 30: print the ID card, a claim with its EOB summary and the benefits (print media emulation); the claims list
// as CSV (its rows against the list, the filters applied, every page); this plan year's costs on /claims (the chart's
// table against the claims data). Data: the Rivera family (gateway/reference-api/personas/subscriber-family.ts,
// claim-history.ts), whose plan year is the eligibility record in force (from the first day of the month a year ago).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { personas, type Persona } from '../fixtures/personas';
import { expect, loginHome, test } from '../fixtures/test';

// Axe on every page and three gateways' worth of data: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in; `window.print` only counts its calls and notes which member tiles are out of print at that moment. */
async function signIn(page: Page, persona: Persona): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: string[][] };
    w.printed = [];
    window.print = () => {
      const names = [...document.querySelectorAll('[data-print-hide] section[aria-labelledby]')].map(
        (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      );
      w.printed.push(names);
    };
  });
  await loginHome(page, persona.brand, persona.username);
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printed: string[][] }).printed);

/** On paper: what shows of the shell (logo, menus, buttons) and whether the brand's colours print. */
function paper(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility();
    const logo = document.querySelector('header img');
    return {
      logo: logo ? shown(logo) : false,
      navsShown: [...document.querySelectorAll('nav')].filter(shown).length,
      buttonsShown: [...document.querySelectorAll('button')].filter(shown).map((button) => button.textContent),
      colours: getComputedStyle(document.body).printColorAdjust,
    };
  });
}

/** The print styles leave the screen as it was: menus and buttons back once the medium is the screen again. */
async function backOnScreen(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  const screen = await paper(page);
  expect(screen.navsShown).toBeGreaterThan(0);
  expect(screen.buttonsShown.length).toBeGreaterThan(0);
}

test('ID card: a member prints their own cards, each face whole at CR80 size beside the other, under the brand', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/id-card');
  const riley = region(page, 'Riley Rivera');
  await riley.getByRole('button', { name: 'Print cards' }).click();
  // While the dialog was open, every other member's tile was out of print.
  const calls = await printCalls(page);
  expect(calls).toHaveLength(1);
  // The e-mail and request tiles never print.
  expect([...(calls[0] ?? [])].sort()).toEqual(['Chris Rivera', 'Dana Rivera', 'Email ID card', 'Request a card', 'Sam Rivera']);
  await checkA11y(page, 'id card after printing');

  await page.emulateMedia({ media: 'print' });
  const onPaper = await paper(page);
  expect(onPaper).toEqual({ logo: true, navsShown: 0, buttonsShown: [], colours: 'exact' });
  await expect(region(page, 'Email your ID cards')).toBeHidden();
  const faces = page.locator('article[aria-label="Medical ID card, Riley Rivera"] [role="group"]');
  const [front, back] = [await faces.nth(0).boundingBox(), await faces.nth(1).boundingBox()];
  // 3.375in × 2.125in at 96 CSS px per inch, front and back side by side.
  expect([Math.round(front?.width ?? 0), Math.round(front?.height ?? 0)]).toEqual([324, 204]);
  expect([Math.round(back?.width ?? 0), Math.round(back?.height ?? 0)]).toEqual([324, 204]);
  expect(Math.round(back?.y ?? 0)).toBe(Math.round(front?.y ?? -1));
  expect(await faces.nth(0).evaluate((face) => getComputedStyle(face).breakInside)).toBe('avoid');
  // The card's band keeps the brand's colour.
  const band = await faces.nth(0).evaluate((face) => getComputedStyle(face.firstElementChild!).backgroundColor);
  expect(band).toBe('rgb(10, 79, 143)');
  await backOnScreen(page);
});

test('a claim prints its summary, every line and its EOB summary, the lines within a portrait page', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/claims/m/M2400123401/0');
  const eob = region(page, 'Explanation of benefits');
  await expect(eob).toContainText(/EOB date\d{2}\/\d{2}\/\d{4}/);
  await expect(eob).toContainText('Charge on the EOB$245.00');
  await expect(eob).toContainText('Your responsibility on the EOB$65.00');
  await page.getByRole('button', { name: 'Print this claim' }).click();
  expect(await printCalls(page)).toHaveLength(1);
  await checkA11y(page, 'claim details with its EOB summary');

  // A portrait letter page less its half-inch margins: 7.5in.
  await page.setViewportSize({ width: 720, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  expect(await paper(page)).toEqual({ logo: true, navsShown: 0, buttonsShown: [], colours: 'exact' });
  await expect(region(page, 'Claim summary')).toBeVisible();
  await expect(eob).toContainText('Your responsibility on the EOB$65.00');
  const table = page.getByRole('table', { name: 'Services on claim M2400123401' });
  await expect(table.getByRole('row', { name: /Office visit, established patient/ })).toBeVisible();
  const widths = await table.evaluate((element) => ({ table: Math.ceil(element.getBoundingClientRect().right), page: document.documentElement.clientWidth }));
  expect(widths.table, `the lines table fits the page (${JSON.stringify(widths)})`).toBeLessThanOrEqual(widths.page);
  await backOnScreen(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('benefits print their tables and bars, without the date form or the service search', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/benefits/medical');
  const limits = region(page, 'Limits and accumulators');
  await expect(limits.getByRole('progressbar').first()).toBeVisible();
  await page.getByRole('button', { name: 'Print benefits' }).click();
  expect(await printCalls(page)).toHaveLength(1);

  await page.emulateMedia({ media: 'print' });
  expect(await paper(page)).toEqual({ logo: true, navsShown: 0, buttonsShown: [], colours: 'exact' });
  await expect(page.getByLabel('As of date')).toBeHidden();
  await expect(page.getByText(/^Showing benefits for Dana Rivera as of \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(limits.getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(region(page, 'Find a service')).toBeHidden();
  await backOnScreen(page);
});

test('the Benefits summary (reduced categories) prints its plans table', async ({ page }) => {
  await signIn(page, personas.medicare);
  await page.goto(brandUrl('regional', '/benefits/summary'));
  const plans = page.getByRole('region', { name: 'Plans by category' });
  await expect(plans.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print benefits' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  expect(await paper(page)).toEqual({ logo: true, navsShown: 0, buttonsShown: [], colours: 'exact' });
  await expect(plans.getByRole('rowheader', { name: 'Medical' })).toBeVisible();
  await backOnScreen(page);
});

/** The claims list's entries as the CSV writes them: provider, status, patient, service date, billed, plan paid, claim number, you owe. */
function listedRows(list: Locator): Promise<string[][]> {
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const fact = (term: string) =>
        [...item.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? '';
      const owed = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => text.startsWith('You owe ')) ?? '';
      return [
        item.querySelector('h3')?.textContent ?? '',
        item.querySelector('h3')?.nextElementSibling?.textContent ?? '',
        fact('Patient'),
        fact('Service date'),
        fact('Billed'),
        fact('Plan paid'),
        fact('Claim number'),
        owed.slice('You owe '.length),
      ];
    }),
  );
}

/** RFC 4180 fields (quoted fields may hold commas, quotes doubled, line breaks); the byte order mark dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

async function downloadCsv(page: Page, list: Locator): Promise<{ filename: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: 'Download CSV' }).click()]);
  const path = await download.path();
  return { filename: download.suggestedFilename(), rows: parseCsv(await readFile(path, 'utf8')) };
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test("the CSV holds the list's rows with its filters, every page of them, as the list shows them", async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/claims');
  const list = region(page, 'Medical claims');
  const filters = region(page, 'Filter claims');
  await filters.getByLabel('Member').selectOption({ label: 'Dana Rivera' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await list.getByLabel('Claims per page').selectOption('5');
  await expect(list.getByRole('status')).toHaveText(/^Showing 1–5 of \d+$/);
  const total = Number(/of (\d+)$/.exec((await list.getByRole('status').textContent()) ?? '')?.[1]);
  expect(total, 'more than one page').toBeGreaterThan(5);

  // Every page of the list, as a member reads them.
  const listed = await listedRows(list);
  for (let from = 6; from <= total; from += 5) {
    await list.getByRole('navigation', { name: 'Claims pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(list.getByRole('status')).toHaveText(`Showing ${from}–${Math.min(from + 4, total)} of ${total}`);
    listed.push(...(await listedRows(list)));
  }
  expect(listed).toHaveLength(total);
  expect(listed.every((row) => row[2] === 'Dana Rivera')).toBe(true);

  const csv = await downloadCsv(page, list);
  expect(csv.filename).toBe(`claims-medical-${today()}.csv`);
  expect(csv.rows[0]).toEqual(['Provider', 'Status', 'Patient', 'Service date', 'Billed', 'Plan paid', 'Claim number', 'You owe']);
  expect(csv.rows.slice(1)).toEqual(listed);
  await expect(page.getByText(`Claims in claims-medical-${today()}.csv: ${listed.length}.`)).toBeVisible();
  await checkA11y(page, 'claims list after a CSV download');
});

test("this plan year's costs: the chart's figures are the table's, and each row's are its claims' in the list", async ({ page }) => {
  await signIn(page, personas.subscriber);
  await page.goto('/claims');
  const costs = region(page, 'Your costs this plan year');
  const table = costs.getByRole('table');
  await expect(table).toBeVisible();
  const caption = (await table.locator('caption').textContent()) ?? '';
  const [, from = '', to = ''] = /(\d{2}\/\d{2}\/\d{4}) to (\d{2}\/\d{2}\/\d{4})$/.exec(caption) ?? [];
  expect(to).toBe(`${today().slice(5, 7)}/${today().slice(8)}/${today().slice(0, 4)}`);

  const tableRows = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell, index) => (index === 0 ? cell.firstElementChild?.firstChild?.textContent ?? '' : cell.textContent ?? ''))),
  );
  expect(tableRows.map((row) => row[0])).toEqual(['Medical', 'Dental', 'Vision']);
  // The chart (hidden from assistive technology) draws the same figures, named.
  const drawn = await costs.locator('svg[aria-hidden="true"]').evaluate((svg) =>
    [...svg.querySelectorAll('g[data-type]')].map((group) => [
      group.querySelector('text')?.textContent ?? '',
      ...[...group.querySelectorAll('g[data-series] text:nth-of-type(2)')].map((text) => text.textContent ?? ''),
    ]),
  );
  expect(drawn).toEqual(tableRows);
  // Each type's name sits above its first bar's label, never on it (the chart's lengths are all in its ems).
  const overlaps = await costs.locator('svg[aria-hidden="true"]').evaluate((svg) =>
    [...svg.querySelectorAll('g[data-type]')].filter((group) => {
      const [name, label] = [...group.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
      return !name || !label || name.bottom > label.top + 1;
    }).length,
  );
  expect(overlaps).toBe(0);
  await checkA11y(page, 'claims with this plan year\'s costs');

  for (const [type, billed, planPaid, youOwe] of tableRows) {
    await page.goto('/claims');
    await table.getByRole('link', { name: `${type} (show these claims)` }).click();
    const list = region(page, `${type} claims`);
    const filters = region(page, 'Filter claims');
    await expect(filters.getByLabel('Start date')).toHaveValue(from);
    await expect(filters.getByLabel('End date')).toHaveValue(to);
    const totals = list.locator('div').filter({ has: page.getByRole('heading', { name: /^Totals for all \d+ claims/ }) }).last();
    await expect(totals).toContainText(`Billed${billed}Plan paid${planPaid}You owe${youOwe}`);
    // And claim by claim: the CSV of those claims sums to the row.
    const csv = await downloadCsv(page, list);
    const sum = (column: number) =>
      csv.rows.slice(1).reduce((total, row) => total + Math.round(Number((row[column] ?? '').replace(/[$,]/g, '')) * 100), 0) / 100;
    const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect([usd(sum(4)), usd(sum(5)), usd(sum(7))], `${type} claims of the plan year`).toEqual([billed, planPaid, youOwe]);
  }
});

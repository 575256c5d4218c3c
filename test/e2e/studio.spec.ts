// Issue 15: the studio's preview (/studio). A studio account signs in, picks a brand, previews it in a frame of the
// real app as a demo persona on a date and at a width, and reads why each gated element is shown or hidden.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkA11y, checkA11yAtWidths } from '../fixtures/a11y';
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

// Axe at several widths, with the app in a frame: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** Opens /studio on a brand host and signs in with a studio account through its form (axe on the form once). */
async function studioSignIn(page: Page, username: string, checkForm = false): Promise<void> {
  await page.goto(brandUrl('main', '/studio'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  if (checkForm) await checkA11y(page, 'studio sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
}

const frame = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

test('a member token cannot open the studio, and a studio session opens no member call', async ({ request }) => {
  const member = await request.post(`${GATEWAY_ORIGIN}/api/token`, { data: { username: personas.subscriber.username, password: DEMO_PASSWORD, domainId: 1 } });
  const { token } = (await member.json()) as { token: string };
  const asMember = await request.get(`${GATEWAY_ORIGIN}/api/studio/session`, { headers: { authorization: `Bearer ${token}` } });
  expect(asMember.status()).toBe(401);

  const studio = await request.post(`${GATEWAY_ORIGIN}/api/studio/session`, { data: { username: 'viewer', password: DEMO_PASSWORD }, headers: { origin: GATEWAY_ORIGIN } });
  expect(studio.status()).toBe(200);
  expect(studio.headers()['set-cookie']).toMatch(/^md_studio=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict/);
  // The request context keeps the studio cookie (Secure on localhost): the studio answers, a member call does not.
  expect((await request.get(`${GATEWAY_ORIGIN}/api/studio/session`)).status()).toBe(200);
  expect((await request.get(`${GATEWAY_ORIGIN}/api/account`)).status()).toBe(401);
});

test('a publisher previews partner /home as partnerdep at 375 px and reads why there is no eBill', async ({ page }) => {
  await studioSignIn(page, 'publisher', true);
  await page.getByLabel('Brand').selectOption('partner');
  await page.getByLabel('Member (demo persona)').selectOption('partnerdep');
  await page.getByLabel('Width', { exact: true }).selectOption('375');
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('/home');

  const preview = page.locator('iframe[title^="Preview of"]');
  await expect(preview).toHaveAttribute('width', '375');
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.partnerdep.firstName}` })).toBeVisible({ timeout: 15_000 });

  const ebill = page.getByRole('region', { name: 'Menu items' }).getByRole('listitem').filter({ hasText: 'account menu: ebill' });
  await expect(ebill).toContainText('hidden');
  await expect(ebill).toContainText('ebillShown: feature.eBillOffered = false, ebill.has = false → hidden');
  const tile = page.getByRole('region', { name: 'Sections of the page "home"' }).getByRole('listitem').filter({ hasText: 'home: ebill-alert' });
  await expect(tile).toContainText(/feature\.eBillOffered = false.*→ hidden/);
  // A widget-level gate: partnerdep has no recent claims, so the tile shows nothing though nothing hides it.
  await expect(page.getByRole('region', { name: 'Sections of the page "home"' }).or(page.getByRole('list', { name: 'Sections without a rule whose widget renders nothing' }))
    .filter({ hasText: 'recent-claims' })).toContainText('the widget renders nothing: recentClaims has nothing to show for this member', { timeout: 15_000 });
  await expect(page.getByLabel('Shareable link')).toHaveValue(/\/studio\?brand=partner&persona=partnerdep&date=\d{4}-\d{2}-\d{2}&width=375&route=%2Fhome$/);
  await checkA11yAtWidths(page, 'studio preview');

  // The matrix: every gated element × every partner persona.
  await page.getByRole('tab', { name: 'Matrix' }).click();
  const matrix = page.getByRole('table');
  await expect(matrix.getByRole('columnheader')).toHaveText(['Element', 'partner', 'partnerdep', 'staffnonemp']);
  await expect(matrix.getByRole('row', { name: /account menu: ebill/ })).toContainText('hidden');

  // The widget catalogue: every declared widget with its props table and example (axe runs on it as the test ends),
  // each rendered in the frame with its example props through the app's registry, as partnerdep.
  await page.getByRole('tab', { name: 'Widgets' }).click();
  const catalogue = page.getByRole('heading', { level: 3, name: /^Widget catalogue: \d+ widgets$/ });
  const count = Number((await catalogue.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(30);
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(count);
  await expect(page.getByRole('table', { name: 'Props of tools' })).toContainText('programIds');
  const rendered = page.frameLocator('iframe[title*="widget catalogue"]');
  await expect(rendered.getByRole('heading', { level: 1, name: `Widget catalogue: ${count} widgets` })).toBeVisible({ timeout: 15_000 });
  await expect(rendered.locator('section[id^="studio-widget-"]')).toHaveCount(count);
  await expect(rendered.locator('#studio-widget-welcomeBanner')).toContainText('Subscriber ID', { timeout: 15_000 });
});

test('the as-of date flips the primary care banner on 2025-03-31 / 2025-04-01, with the reason', async ({ page }) => {
  await studioSignIn(page, 'viewer');
  await page.goto(brandUrl('main', '/studio?brand=main&persona=subscriber&date=2025-03-31&width=1280&route=%2Fhome'));
  const banner = () => page.getByRole('region', { name: 'Sections of the page "home"' }).getByRole('listitem').filter({ hasText: 'home: primary-care-update' });
  await expect(banner()).toContainText('shown');
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  const bannerInFrame = frame(page).getByRole('heading', { name: 'Primary care administrative update' });
  await expect(bannerInFrame).toBeVisible();

  await page.getByLabel('As of').fill('2025-04-01');
  await expect(banner()).toContainText('today = "2025-04-01" onOrBefore "2025-03-31" → hidden');
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(bannerInFrame).toHaveCount(0);
  await expect(page.getByLabel('Shareable link')).toHaveValue(/date=2025-04-01/);
});

test('a pasted brand file starts a stored draft like any other: its author, its problems, nothing of it rendered', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await studioSignIn(page, 'editor');
  await page.getByLabel('Brand').selectOption('partner');
  await page.getByRole('tab', { name: 'Edit' }).click();
  await page.getByText('Start a draft from a file (paste or upload brands/partner.json)').click();
  const file = JSON.parse(readFileSync('brands/partner.json', 'utf8')) as Record<string, unknown>;
  await page.getByLabel('Contents of brands/partner.json').fill(JSON.stringify({ ...file, features: { ...(file.features as object), eBillOffered: 'yes' }, '<img src=x onerror=alert(1)>': 1 }, null, 2));
  await page.getByRole('button', { name: 'Start the draft from this file' }).click();
  // The draft's status and Submit stay in view above the tabs, whatever the tab.
  const bar = page.getByRole('region', { name: 'The open draft' });
  await expect(bar).toContainText('From brands/partner.json', { timeout: 15_000 });
  await expect(bar).toContainText('Started by editor');
  await expect(page.getByText(/eBillOffered/).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Matrix' }).click();
  await expect(bar.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await checkA11y(page, 'studio with an open draft');
});

test('the views are one tab list and the split a separator, both by keyboard', async ({ page }) => {
  await studioSignIn(page, 'publisher');
  await page.getByLabel('Brand').selectOption('main');
  const tabs = page.getByRole('tablist', { name: 'Views' });
  const why = tabs.getByRole('tab', { name: 'Why shown or hidden' });
  await expect(why).toHaveAttribute('aria-selected', 'true');
  await why.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Matrix' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Matrix' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Matrix' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Repository files' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(why).toBeFocused();
  // Only the chosen tab is in the Tab order.
  await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

  const separator = page.getByRole('separator', { name: 'Resize the preview and the views' });
  const before = Number(await separator.getAttribute('aria-valuenow'));
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', String(before - 2));
  await page.keyboard.press('Home');
  await expect(separator).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('End');
  await expect(separator).toHaveAttribute('aria-valuenow', '80');
});

test('at 1280 and 1440 px the toolbar is one row, and axe finds nothing in any view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await studioSignIn(page, 'publisher');
  await page.getByLabel('Brand').selectOption('main');
  await expect(page.getByLabel('Member (demo persona)')).not.toHaveValue('');
  const toolbar = page.getByRole('group', { name: 'Preview', exact: true });
  const rowsOf = async () => new Set(await toolbar.locator('label').evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)))).size;
  expect(await rowsOf()).toBe(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await rowsOf()).toBe(1);

  const tabs = page.getByRole('tablist', { name: 'Views' }).getByRole('tab');
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(9);
  for (const name of names) {
    const tab = page.getByRole('tablist', { name: 'Views' }).getByRole('tab', { name, exact: true });
    await tab.click();
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await checkA11y(page, `studio view "${name}"`);
  }
});

test('axe on demand: 0 violations on a page and on every catalogue widget; a draft from the repo file, made low-contrast, shows its violation', async ({ page }) => {
  await studioSignIn(page, 'editor');
  await page.goto(brandUrl('main', '/studio?brand=main&persona=subscriber&date=2025-06-15&width=1280&route=%2Fhome'));
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Accessibility' }).click();
  await page.getByRole('button', { name: 'Check the frame' }).click();
  await expect(page.getByRole('status').filter({ hasText: /violations? on/ })).toHaveText('0 violations on /home', { timeout: 30_000 });

  // Every widget of the catalogue, rendered in the frame, checked at once: each widget's result under its entry.
  await page.getByRole('tab', { name: 'Widgets' }).click();
  const rendered = page.frameLocator('iframe[title*="widget catalogue"]');
  await expect(rendered.getByRole('heading', { level: 1, name: /^Widget catalogue/ })).toBeVisible({ timeout: 15_000 });
  await expect(rendered.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
  await page.getByRole('button', { name: "Check every widget's accessibility" }).click();
  await expect(page.getByRole('status').filter({ hasText: /in the catalogue/ })).toHaveText('0 violations in the catalogue', { timeout: 60_000 });

  // A draft from main's own file, given a low-contrast text colour: a stored draft whose problems name it as npm run
  // validate does, and the preview still shows it, where axe finds it.
  await page.getByRole('tab', { name: 'Edit' }).click();
  await page.getByText('Start a draft from a file (paste or upload brands/main.json)').click();
  const draft = JSON.parse(readFileSync('brands/main.json', 'utf8')) as { theme: { colors: Record<string, string> } };
  draft.theme.colors.text = '#b4b4b4';
  await page.getByLabel('Contents of brands/main.json').fill(JSON.stringify(draft, null, 2));
  await page.getByRole('button', { name: 'Start the draft from this file' }).click();
  await expect(page.getByText(/theme\/colors\/text/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Version')).toHaveValue('draft');
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Accessibility' }).click();
  await page.getByRole('button', { name: 'Check the frame' }).click();
  await expect(page.getByRole('status').filter({ hasText: /violations? on/ })).toHaveText(/^[1-9]\d* violations? on \/home$/, { timeout: 30_000 });
  const violations = page.getByRole('list', { name: 'Accessibility violations' });
  await expect(violations).toContainText('color-contrast: Elements must meet minimum color contrast ratio thresholds');
  await expect(violations).toContainText('serious');
  await expect(violations.locator('code').nth(1)).not.toBeEmpty();
  // Back to the published manifest: the page the test ends on (studio and frame) has no violation.
  await page.getByLabel('Version').selectOption('live');
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
});

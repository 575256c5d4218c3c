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
  await page.getByRole('radio', { name: 'Phone 375' }).check();
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
  await page.getByRole('button', { name: 'Matrix' }).click();
  const matrix = page.getByRole('table');
  await expect(matrix.getByRole('columnheader')).toHaveText(['Element', 'partner', 'partnerdep', 'staffnonemp']);
  await expect(matrix.getByRole('row', { name: /account menu: ebill/ })).toContainText('hidden');

  // The widget catalogue: every declared widget with its props table and example (axe runs on it as the test ends),
  // each rendered in the frame with its example props through the app's registry, as partnerdep.
  await page.getByRole('button', { name: 'Widget catalogue' }).click();
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

test('a broken pasted draft lists its problems with pointers, shows each place, and renders nothing unsafe', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await studioSignIn(page, 'editor');
  await page.getByLabel('Brand').selectOption('partner');
  await page.getByRole('button', { name: 'Draft' }).click();
  const draft = JSON.stringify(
    { extends: 'base', schemaVersion: 8, brand: { id: 'partner', name: 'Partner' }, features: { eBillOffered: 'yes' }, '<img src=x onerror=alert(1)>': 1 },
    null,
    2,
  );
  await page.getByLabel('Draft JSON').fill(draft);
  const problems = page.getByRole('list', { name: /problems?$/ });
  await expect(problems.getByRole('listitem').first()).toBeVisible();
  await expect(problems).toContainText('brands/partner.json /features/eBillOffered');
  await expect(problems).toContainText('<img src=x onerror=alert(1)>');

  await problems.getByRole('button', { name: 'Show the place: /features/eBillOffered' }).click();
  const selected = await page.getByLabel('Draft JSON').evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd));
  expect(selected).toBe('"yes"');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('radio', { name: 'Draft (open in the editor or review, or pasted, uploaded or from the repo)' })).toBeDisabled();
});

test('axe on demand: 0 violations on a page and on every catalogue widget; a draft from the repo file, made low-contrast, shows its violation', async ({ page }) => {
  await studioSignIn(page, 'editor');
  await page.goto(brandUrl('main', '/studio?brand=main&persona=subscriber&date=2025-06-15&width=1280&route=%2Fhome'));
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await page.getByRole('button', { name: 'Check the frame' }).click();
  await expect(page.getByRole('status').filter({ hasText: /violations? on/ })).toHaveText('0 violations on /home', { timeout: 30_000 });

  // Every widget of the catalogue, rendered in the frame, checked at once: each widget's result under its entry.
  await page.getByRole('button', { name: 'Widget catalogue' }).click();
  const rendered = page.frameLocator('iframe[title*="widget catalogue"]');
  await expect(rendered.getByRole('heading', { level: 1, name: /^Widget catalogue/ })).toBeVisible({ timeout: 15_000 });
  await expect(rendered.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: "Check every widget's accessibility" }).click();
  await expect(page.getByRole('status').filter({ hasText: /in the catalogue/ })).toHaveText('0 violations in the catalogue', { timeout: 60_000 });

  // A draft from the repo: main's own file as it is on disk, loaded into the draft, then given a low-contrast text
  // colour: the draft's problems name it as npm run validate does, and the preview still shows it, where axe finds it.
  await page.getByRole('button', { name: 'Draft' }).click();
  await page.getByRole('button', { name: 'Load brands/main.json from the repo' }).click();
  await expect(page.getByLabel('Draft JSON')).toHaveValue(readFileSync('brands/main.json', 'utf8'));
  await expect(page.getByText('No problems: the preview can show this draft.')).toBeVisible({ timeout: 15_000 });
  const draft = JSON.parse(readFileSync('brands/main.json', 'utf8')) as { theme: { colors: Record<string, string> } };
  draft.theme.colors.text = '#b4b4b4';
  await page.getByLabel('Draft JSON').fill(JSON.stringify(draft, null, 2));
  await expect(page.getByText(/^The preview can show this draft, but npm run validate reports \d+ problems?:$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: /^\d+ problems?$/ })).toContainText('brands/main.json /theme/colors/text');
  await page.getByRole('button', { name: 'Preview this draft' }).click();
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Accessibility' }).click();
  await page.getByRole('button', { name: 'Check the frame' }).click();
  await expect(page.getByRole('status').filter({ hasText: /violations? on/ })).toHaveText(/^[1-9]\d* violations? on \/home$/, { timeout: 30_000 });
  const violations = page.getByRole('list', { name: 'Accessibility violations' });
  await expect(violations).toContainText('color-contrast: Elements must meet minimum color contrast ratio thresholds');
  await expect(violations).toContainText('serious');
  await expect(violations.locator('code').nth(1)).not.toBeEmpty();
  // Back to the published manifest: the page the test ends on (studio and frame) has no violation.
  await page.getByRole('radio', { name: 'Published' }).check();
  await expect(frame(page).getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
});

// Spec §2 Home dashboard: which tiles each persona sees and in what order, and what a member can do with them.
// The expected tiles follow the brand manifests' rules (brands/*.json) applied to each persona's seed
// (gateway/reference-api/personas/*) and PERSONAS.md.
import type { Page } from '@playwright/test';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { faultsFor } from '../fixtures/faults';
import { dashboard, downloadIdCard, tile, TILE_ERROR, tileNames, waitForTiles } from '../fixtures/home';
import { personas, type Persona } from '../fixtures/personas';
import { expect, login, loginHome, test } from '../fixtures/test';

type PersonaName = keyof typeof personas;

/** Logs in and lands on /home; `partner` first signs the communication policy (spec §4, onboarding.spec.ts). */
async function openHome(page: Page, persona: Persona): Promise<void> {
  if (persona.username !== 'partner') {
    await loginHome(page, persona.brand, persona.username);
    return;
  }
  await useOwnDemoScope(page, 'home-partner'); // signing the policy changes the account
  expect(await login(page, persona.brand, persona.username)).toBe('/registration-policies');
  const main = page.getByRole('main');
  await main.getByLabel('I have read the digital communications policy', { exact: true }).check();
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const membership = 'Your membership';

const expectedTiles: Partial<Record<PersonaName, string[]>> = {
  subscriber: [membership, 'Plan renewal', 'eBill', 'ID card', 'Primary care', 'Recent claims', 'Member information', 'Tools', 'Programs'],
  minordep: [membership, 'eBill', 'ID card', 'Primary care', 'Recent claims', 'Member information', 'Tools', 'Programs'],
  adultdep: [membership, 'eBill', 'ID card', 'Primary care', 'Recent claims', 'Member information', 'Tools', 'Programs'],
  termed: [membership, 'Recent claims', 'Member information', 'Tools', 'Programs'],
  future: [membership, 'ID card', 'Member information', 'Tools', 'Programs'],
  local598: [membership, 'ID card', 'Member information', 'Tools', 'Programs'],
  group2805: [membership, 'Preventative care initiative', 'ID card', 'Primary care', 'Member information', 'Tools', 'Programs'],
  cancelled: [membership, 'Plan renewal', 'ID card', 'Member information', 'Tools', 'Programs'],
  medicare: [membership, 'ID card', 'Primary care', 'Member information', 'Tools', 'Programs'],
  partner: [membership, 'ID card', 'Recent claims', 'Member information', 'Tools', 'Programs'],
  hospital: [membership, 'ID card', 'Primary care', 'Recent claims', 'Member information', 'Quick access tools', 'Benefits'],
};

for (const [name, tiles] of Object.entries(expectedTiles) as [PersonaName, string[]][]) {
  const persona = personas[name];
  test(`${name} (${persona.brand}): the dashboard shows ${tiles.length} tiles in order`, async ({ page }) => {
    await openHome(page, persona);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${persona.firstName}`);
    expect(await tileNames(page)).toEqual(tiles);
  });
}

test('termed: the not-enrolled warning shows outside the tiles and cannot be dismissed', async ({ page }) => {
  await openHome(page, personas.termed);
  await waitForTiles(page);
  const text = 'You are not currently enrolled in a plan';
  // The global alert banners (src/ui/AlertBanner.tsx); one present on page load has no live role to find it by.
  const banner = page.locator('[data-alert-type]').filter({ hasText: text });
  await expect(banner).toBeVisible();
  await expect(dashboard(page).getByText(text)).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Dismiss alert' })).toHaveCount(0);
});

test('welcome banner: the subscriber ID, copied to the clipboard with a confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHome(page, personas.subscriber);
  const banner = tile(page, membership);
  await expect(banner).toContainText('Subscriber ID');
  await expect(banner).toContainText('MD1004582');
  await banner.getByRole('button', { name: /^Copy\b/ }).click();
  await expect(page.getByText('Copied subscriber ID to clipboard')).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Copied\b/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MD1004582');
});

test('local598: the welcome banner shows the employee ID instead of the subscriber ID', async ({ page }) => {
  await openHome(page, personas.local598);
  const banner = tile(page, membership);
  await expect(banner).toContainText('Employee ID');
  await expect(banner).toContainText('E0598123');
  await expect(banner).not.toContainText('Subscriber ID');
});

test('cancelled: the plan renewal banner says when benefits end and which plans will not renew', async ({ page }) => {
  await openHome(page, personas.cancelled);
  const renewal = tile(page, 'Plan renewal');
  await expect(renewal).toContainText(/Your benefits end on \S/);
  await expect(renewal.getByRole('listitem')).toHaveText(['Medical', 'Dental']);
});

test.describe('recent claims', () => {
  test('subscriber: the EOB button of a paid claim of the subscriber opens its EOB', async ({ page }) => {
    await openHome(page, personas.subscriber);
    const claims = tile(page, 'Recent claims');
    await expect(claims.getByRole('listitem')).toHaveCount(3);
    const paid = claims.getByRole('listitem').filter({ hasText: 'Northside Family Medicine' });
    await expect(paid).toContainText('Paid');
    await expect(paid.getByRole('link', { name: /^Claim details/ })).toHaveAttribute(
      'href',
      '/claims/m/M2400123401/0',
    );
    // Only the subscriber's own (suffix 0) paid claims carry the button: not the spouse's claim in process.
    const inProcess = claims.getByRole('listitem').filter({ hasText: 'Providence Imaging Center' });
    await expect(inProcess).toContainText('In Process');
    await expect(inProcess.getByRole('button', { name: /^EOB\b/ })).toHaveCount(0);

    await paid.getByRole('button', { name: /^EOB\b/ }).click();
    await expect(page).toHaveURL(/\/eobs\/EOB-M2400123401$/);
  });

  test('minordep: no EOB button (not the principal member)', async ({ page }) => {
    await openHome(page, personas.minordep);
    const claims = tile(page, 'Recent claims');
    await expect(claims.getByRole('link', { name: /^Claim details/ }).first()).toBeVisible();
    await expect(claims.getByRole('button', { name: /^EOB\b/ })).toHaveCount(0);
    await expect(claims.getByRole('link', { name: 'View all your claims' })).toHaveAttribute('href', '/claims');
  });
});

test('ID card: Download ID card opens the card as a PDF', async ({ page }) => {
  await openHome(page, personas.subscriber);
  const card = tile(page, 'ID card');
  const { popupUrl, contentType, head } = await downloadIdCard(
    page,
    card.getByRole('button', { name: 'Download ID card' }),
  );
  expect(popupUrl).toMatch(/^blob:http:\/\/main\.localhost:\d+\//);
  expect(contentType).toMatch(/^application\/pdf/);
  expect(head).toBe('%PDF-');
  await expect(card.getByRole('button', { name: 'Download ID card' })).toBeEnabled();
});

test('a failing tile shows its own error and Try again, the others render; Try again recovers', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await injectFault({ path: '/api/claims/medical', status: 500, times: 10 });
  await openHome(page, personas.subscriber);
  await waitForTiles(page);
  const claims = tile(page, 'Recent claims');
  await expect(claims.getByText(TILE_ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const memberInformation = tile(page, 'Member information');
  await expect(memberInformation).toContainText('MD1004582');
  await expect(memberInformation.getByText(TILE_ERROR)).toHaveCount(0);

  // A demo scope of its own again: the fault stays behind in the old one (and no other test's faults are touched).
  await useOwnDemoScope(page, 'home-recovered');
  await claims.getByRole('button', { name: 'Try again' }).click();
  await expect(claims.getByRole('link', { name: /^Claim details/ }).first()).toBeVisible();
  await expect(claims.getByText(TILE_ERROR)).toHaveCount(0);
});

test.describe('tools', () => {
  for (const persona of [personas.subscriber, personas.hospital]) {
    test(`${persona.username}: 'Dental cost estimator' is an external link with an icon`, async ({ page }) => {
      await openHome(page, persona);
      const tools = tile(page, persona.brand === 'hospital' ? 'Quick access tools' : 'Tools');
      const estimator = tools.getByRole('link', { name: /^Dental cost estimator/ });
      await expect(estimator).toHaveAttribute('href', 'https://estimator.example.com/dental');
      await expect(estimator.locator('svg')).toHaveCount(1);
    });
  }

  test("partner: 'Passport Dental' goes to /passport-dental", async ({ page }) => {
    await openHome(page, personas.partner);
    await tile(page, 'Tools').getByRole('link', { name: /^Passport Dental/ }).click();
    await expect(page).toHaveURL(/\/passport-dental$/);
  });
});

test.describe('accessibility of /home at phone, tablet and desktop widths', () => {
  for (const persona of [personas.subscriber, personas.hospital]) {
    test(`${persona.username} (${persona.brand}): 0 axe violations at 375, 1024 and 1440 px`, async ({ page, a11y }) => {
      await openHome(page, persona);
      for (const width of [375, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await waitForTiles(page);
        await a11y.check(page, `/home for ${persona.username} at ${width}px`);
      }
    });
  }
});

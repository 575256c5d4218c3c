// Issue 29: a page obeys the rule of its menu entry. For each persona, every menu entry of the brand's manifest it
// does not see is opened by address: a page gated like its entry is the 404 page (spec §2); a page other links lead
// to as well (test/fixtures/menu-pages.ts) or serving several entries is what its own rule says for that persona,
// read from the studio's trace of the persona (the gate function the shell runs, over the persona's facts from the
// member API). The entries come from the manifest the page was served with, what the persona sees from the rendered
// menus: nothing is listed by hand but the exceptions test/fixtures/menu-pages.ts names (and the unit check
// src/app/menu-pages.test.ts holds to the manifests).
import type { Page } from '@playwright/test';
import { brandUrl } from '../fixtures/brands';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { declaredPageOf, entryPath, pagesReachedBeyondTheirMenu, servesSeveralEntries } from '../fixtures/menu-pages';
import { personas, type Persona } from '../fixtures/personas';
import { notFoundVerdicts } from '../fixtures/studio-trace';
import { expect, login, loginHome, test } from '../fixtures/test';

const NOT_FOUND = "Sorry, it looks like we can't find that page.";

interface BootEntry {
  to?: string;
  rule?: unknown;
}

/** The addresses of the menu entries with a rule, from the manifest in the page's boot (the app's own). */
async function ruledEntryPaths(page: Page): Promise<Set<string>> {
  const boot = JSON.parse((await page.locator('#brand-boot').textContent()) ?? '{}') as { manifest: { menus: Record<string, BootEntry[]> } };
  const entries = Object.values(boot.manifest.menus).flat();
  return new Set(entries.filter((e) => e.to !== undefined && e.rule !== undefined).map((e) => entryPath(e.to!)));
}

/** Where the rendered menus lead: the header and the site map at desktop width, the bottom nav at phone width. */
async function shownPaths(page: Page): Promise<Set<string>> {
  const hrefs = async () => page.getByRole('navigation').locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  await expect(page.getByRole('navigation', { name: 'Site map' })).toBeVisible();
  // An entry whose rule reads a member fact shows once that fact's call has answered: read the menus after them.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const desktop = await hrefs();
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Site map' })).toHaveCount(0);
  const phone = await hrefs();
  await page.setViewportSize(size);
  return new Set([...desktop, ...phone].map(entryPath));
}

/** Signs in (`partner` signs the digital communications policy first, spec §4), then lists the hidden ruled entries. */
async function hiddenEntries(page: Page, { brand, username }: Persona): Promise<string[]> {
  if (username === personas.partner.username) {
    // Signing changes the persona's state: in a demo scope of its own.
    await useOwnDemoScope(page, 'menus-gating');
    expect(await login(page, brand, username)).toBe('/registration-policies');
    const main = page.getByRole('main');
    await main.getByLabel('I have read the digital communications policy', { exact: true }).check();
    await main.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  } else {
    await loginHome(page, brand, username);
  }
  const ruled = await ruledEntryPaths(page);
  const shown = await shownPaths(page);
  return [...ruled].filter((path) => !shown.has(path));
}

/** Whether a page is gated exactly like its menu entry (the entry hidden: the page is not the member's). */
const gatedLikeItsEntry = (path: string) => !(path in pagesReachedBeyondTheirMenu) && !servesSeveralEntries(path);

async function expectNotFound(page: Page, path: string, why: string) {
  await expect(page.getByRole('heading', { level: 1 }), `${path}: ${why}`).toHaveText(NOT_FOUND);
}

async function expectOpen(page: Page, path: string, why: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }), `${path}: ${why}`).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }), `${path}: ${why}`).not.toHaveText(NOT_FOUND);
  expect(new URL(page.url()).pathname, `${path}: ${why}`).toBe(path);
}

for (const persona of Object.values(personas)) {
  test(`${persona.username} (${persona.brand}): each menu entry it does not see is, by address, what its page's rule says`, async ({ page, request }) => {
    const verdicts = await notFoundVerdicts(request, persona);
    const hidden = await hiddenEntries(page, persona);
    test.info().annotations.push({ type: 'hidden entries', description: hidden.join(' ') || 'none' });
    // The example: the partner plan's member typed the addresses of Programs and Primary care.
    if (persona.brand === 'partner') expect(hidden).toEqual(expect.arrayContaining(['/benefits/programs', '/find-care/primary-care']));
    for (const path of hidden) {
      const pageId = declaredPageOf(path)?.page;
      // A page with a guard in code (/login-as: a staff role) has no manifest rule: the 404 page for everyone else.
      const notFound = pageId === undefined ? 'show' : verdicts.get(pageId);
      await page.goto(brandUrl(persona.brand, path));
      if (gatedLikeItsEntry(path)) {
        expect(notFound, `${path}: the page's rule agrees with its hidden entry`).toBe('show');
        await expectNotFound(page, path, `${persona.username}'s entry is hidden and the page obeys the same rule`);
      } else if (notFound === 'show') {
        await expectNotFound(page, path, `its own rule does not hold for ${persona.username}`);
      } else {
        await expectOpen(page, path, `its own rule holds for ${persona.username} though the menu does not lead there`);
      }
    }
  });
}

// Issue 29's audit: a termed member had no Benefits menu, but the site map and the addresses still led to its pages.
test('a termed member: no Benefits or Find care link in the site map, their pages the 404 page; their own claim opens', async ({ page }) => {
  await loginHome(page, personas.termed.brand, personas.termed.username);
  const siteMap = page.getByRole('navigation', { name: 'Site map' });
  await expect(siteMap).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(siteMap.getByRole('heading', { name: 'Benefits' })).toHaveCount(0);
  await expect(siteMap.locator('a[href^="/benefits"], a[href^="/find-care"]')).toHaveCount(0);
  await expect(siteMap.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();

  for (const path of ['/benefits/medical', '/benefits/programs', '/benefits/handbooks', '/benefits/certificate-of-coverage', '/benefits/prior-authorization']) {
    await page.goto(brandUrl(personas.termed.brand, path));
    await expectNotFound(page, path, 'a termed member has no Benefits');
  }
  // Claims show with any eligibility, termed too (spec §2): a claim's page is gated like the Claims menu.
  await page.goto(brandUrl(personas.termed.brand, '/claims/m/M2300200101/0'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim details');
  await expect(page.getByRole('region', { name: 'Claim summary' })).toContainText('Paid');
});

// A benefit category's page serves the entries of every category (its rule is what they share): two cases by hand.
test('a benefit category is the 404 page for the regional plan, whose categories are reduced', async ({ page }) => {
  await loginHome(page, personas.medicare.brand, personas.medicare.username);
  await page.goto(brandUrl(personas.medicare.brand, '/benefits/medical'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
});

test("a benefit category stays open to a member whose coverage is future, though its menu entry is for active coverage", async ({ page }) => {
  await loginHome(page, personas.future.brand, personas.future.username);
  await page.goto(brandUrl(personas.future.brand, '/benefits/medical'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical benefits');
});

// Issue 29: a page obeys the rule of its menu entry. For each persona, every menu entry of the brand's manifest it
// does not see is opened by address and is the 404 page (spec §2). The entries come from the manifest the page was
// served with, what the persona sees from the rendered menus: nothing is listed by hand but the exceptions
// test/fixtures/menu-pages.ts names (and the unit check src/app/menu-pages.test.ts holds to the manifests).
import type { Page } from '@playwright/test';
import { brandUrl } from '../fixtures/brands';
import { entryPath, pagesReachedBeyondTheirMenu, servesSeveralEntries } from '../fixtures/menu-pages';
import { personas, type Persona } from '../fixtures/personas';
import { expect, loginHome, test } from '../fixtures/test';

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

/** Signs in, then lists the persona's hidden entries whose page is gated like them. */
async function hiddenEntries(page: Page, { brand, username }: Persona): Promise<string[]> {
  await loginHome(page, brand, username);
  const ruled = await ruledEntryPaths(page);
  const shown = await shownPaths(page);
  return [...ruled].filter((path) => !shown.has(path) && !(path in pagesReachedBeyondTheirMenu) && !servesSeveralEntries(path));
}

// `partner` signs the communication policy first (onboarding.spec.ts); `partnerdep` is the partner plan's member here.
const checked = Object.values(personas).filter((persona) => persona.username !== 'partner');

for (const persona of checked) {
  test(`${persona.username} (${persona.brand}): each menu entry it does not see is the 404 page by address`, async ({ page }) => {
    const hidden = await hiddenEntries(page, persona);
    test.info().annotations.push({ type: 'hidden entries', description: hidden.join(' ') || 'none' });
    // The example: the partner plan's member typed the addresses of Programs and Primary care.
    if (persona === personas.partnerdep) expect(hidden).toEqual(expect.arrayContaining(['/benefits/programs', '/find-care/primary-care']));
    for (const path of hidden) {
      await page.goto(brandUrl(persona.brand, path));
      await expect(page.getByRole('heading', { level: 1 }), `${persona.username} opens ${path}`).toHaveText(NOT_FOUND);
    }
  });
}

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

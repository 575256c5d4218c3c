// WCAG 2.2 SC 2.4.11 Focus Not Obscured and SC 2.5.8 Target Size, which axe alone cannot judge: a keyboard walk
// through /home on phones (the fixed bottom nav must never cover the focused element), and the open Account
// submenu on desktop (its items are full-size targets, and it is a popup nothing pokes through).
import type { Locator, Page } from '@playwright/test';
import { waitForTiles } from '../fixtures/home';
import type { TestBrand } from '../fixtures/brands';
import { personas } from '../fixtures/personas';
import { menuEntry, openSubmenu, primaryNav } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

/** One persona per brand that lands on /home; every brand has the bottom nav on phones (brands/base.json). */
const homeOfEachBrand: { brand: TestBrand; username: string }[] = [
  personas.subscriber,
  personas.medicare,
  personas.partnerdep,
  personas.hospital,
  { brand: 'fifth', username: 'fifthmember' },
];

/** Phone widths of the sweep: 320 px is the WCAG reflow width, 375 px a common phone. */
const phoneViewports = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
];

// Logging in, a walk of every tab stop and axe take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** A bound on the walk, far above the tab stops of /home. */
const MAX_TAB_STOPS = 150;

interface FocusStop {
  /** A readable name of the focused element, for the failure message. */
  name: string;
  /** Why the member cannot see it, or '' when they can. */
  problem: string;
  /** True once focus has come back to the first element (or left the page). */
  wrapped: boolean;
}

/**
 * What the member sees of the focused element: inside the viewport, not under any fixed or sticky bar it is not
 * part of, and what is painted at the centre of each of its boxes is the element itself.
 */
function inspectFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', problem: '', wrapped: true };
    const wrapped = element.dataset.firstTabStop === 'true';
    if (!document.querySelector('[data-first-tab-stop]')) element.dataset.firstTabStop = 'true';
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = `<${element.tagName.toLowerCase()}> "${label.slice(0, 60)}"`;
    const rect = element.getBoundingClientRect();
    const problems: string[] = [];
    if (rect.top < 0 || rect.bottom > window.innerHeight || rect.left < 0 || rect.right > window.innerWidth) {
      problems.push(`outside the viewport (top ${rect.top}, bottom ${rect.bottom} of ${window.innerHeight})`);
    }
    const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((candidate) => {
      const position = getComputedStyle(candidate).position;
      return (position === 'fixed' || position === 'sticky') && !candidate.contains(element);
    });
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      const overlaps = box.width > 0 && box.height > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps) problems.push(`under the ${bar.tagName.toLowerCase()} "${bar.getAttribute('aria-label') ?? ''}" (top ${box.top})`);
    }
    for (const part of element.getClientRects()) {
      const hit = document.elementFromPoint(part.left + part.width / 2, part.top + part.height / 2);
      if (hit && !element.contains(hit)) {
        problems.push(`covered at its centre by <${hit.tagName.toLowerCase()}> "${(hit.textContent ?? '').trim().slice(0, 40)}"`);
        break;
      }
    }
    return { name, problem: problems.join('; '), wrapped };
  });
}

/** Tabs from the top of the page until focus comes back round (or the bound); returns every stop. */
async function walkTabStops(page: Page): Promise<FocusStop[]> {
  // Blurring would leave the browser's sequential focus starting point where focus last was (after the sign-in it
  // can sit past the tiles, so the walk began at the footer and ended at the body after 8 stops): the walk starts
  // from a focus point placed at the very top of the document instead, not a tab stop itself (tabindex -1).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = document.createElement('div');
    start.tabIndex = -1;
    start.dataset.walkStart = 'true';
    document.body.prepend(start);
    start.focus({ preventScroll: true });
  });
  const stops: FocusStop[] = [];
  for (let i = 0; i < MAX_TAB_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (stop.wrapped && stops.length > 0) break;
    if (!stop.wrapped || stops.length === 0) stops.push(stop);
  }
  await page.evaluate(() => document.querySelector('[data-walk-start]')?.remove());
  return stops;
}

for (const persona of homeOfEachBrand) {
  for (const viewport of phoneViewports) {
    test(`${persona.brand} /home at ${viewport.width} px: the bottom nav never covers the focused element`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginHome(page, persona.brand, persona.username);
      const tiles = await waitForTiles(page);
      await expect(page.getByRole('navigation', { name: 'Quick links', exact: true })).toBeVisible();
      // The page has settled: the app has moved focus to its heading (it would take it back from the walk's start
      // otherwise) and the tiles' links are there (a walk over tiles still loading went from the heading straight
      // to the footer and the bottom nav: 8 stops).
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(tiles.getByRole('link').first()).toBeVisible();

      const stops = await walkTabStops(page);
      const hidden = stops.filter((stop) => stop.problem !== '');
      console.log(`${persona.brand} ${viewport.width} px: ${stops.length} tab stops checked, ${hidden.length} obscured`);
      expect(stops.length, 'tab stops on /home').toBeGreaterThan(10);
      expect(hidden.map((stop) => `${stop.name}: ${stop.problem}`)).toEqual([]);
    });
  }
}

/** What covers a target: the topmost element at its centre and corners that is not the target or inside it. */
async function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inset = 1;
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && !element.contains(hit) ? [`(${Math.round(x)}, ${Math.round(y)}) under <${hit.tagName.toLowerCase()}>`] : [];
    });
  });
}

for (const persona of [personas.subscriber, personas.medicare]) {
  test(`${persona.brand} at 1280 px: the open Account submenu's items are full-size targets, over the page`, async ({
    page,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginHome(page, persona.brand, persona.username);
    await waitForTiles(page);
    const panel = await openSubmenu(page, primaryNav(page), 'Account');
    const items = panel.getByRole('link').or(panel.getByRole('button'));
    expect(await items.count()).toBeGreaterThan(2);

    for (const item of await items.all()) {
      const box = await item.boundingBox();
      const name = (await item.innerText()).trim();
      expect(box, name).not.toBeNull();
      expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(24);
      expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(24);
      expect(await coveredPoints(item), `${name} is not overlapped`).toEqual([]);
    }
    await expect(menuEntry(panel, 'Summary')).toBeVisible();

    // Axe with target-size on (WCAG 2.2 AA tags): no target on the page is too small or partly covered by the menu.
    const violations = await a11y.check(page, 'Account submenu open at 1280 px');
    expect(violations.map((violation) => violation.id)).not.toContain('target-size');

    // Like any popup, a click on the page beside it only closes it: the link under the pointer is not followed.
    const box = await linkBesidePanel(page, panel);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** A link in the page's main content that the open panel does not cover (every brand's /home has several). */
async function linkBesidePanel(page: Page, panel: Locator): Promise<Box> {
  const panelBox = (await panel.boundingBox())!;
  const overlaps = (box: Box) =>
    box.x < panelBox.x + panelBox.width &&
    panelBox.x < box.x + box.width &&
    box.y < panelBox.y + panelBox.height &&
    panelBox.y < box.y + box.height;
  for (const link of await page.getByRole('main').getByRole('link').all()) {
    const box = await link.boundingBox();
    if (box && box.width > 0 && box.height > 0 && box.y + box.height < 800 && !overlaps(box)) return box;
  }
  throw new Error('no link in the main content beside the open panel');
}

// The login page's first frame is rendered by the gateway (src/app/first-frame.tsx): it shows from the HTML, before
// any script; its scripts come after the first contentful paint; React takes it over as it is (hydration), and
// nothing a member does before that is lost or leaks (the form waits for it).
import type { ConsoleMessage, Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brands, brandUrl } from '../fixtures/brands';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { openAccountMenu } from '../fixtures/shell';
import { expect, login, test } from '../fixtures/test';

/** Console errors of the page, but a missing favicon's. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Axe needs scripts: the frame is checked while its app is held back, in the typing test below.
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of brands) {
    test(`/login on ${brand} shows its heading, form and links from the HTML alone`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/login'));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(main.getByLabel('Username', { exact: true })).toBeVisible();
      await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
      // It cannot submit before the app has taken it over: the fields would land in the URL.
      await expect(main.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
      await expect(page.getByRole('img', { name: /.+/ }).first()).toBeVisible();
    });
  }
});

test('/login: the scripts are fetched after the first contentful paint, and hydration reports nothing', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(brandUrl('main', '/login'));
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    // The loader starts its wait (at most 300 ms, src/app/first-frame-loader.ts) once the document arrives.
    waitEnds: ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStart ?? 0) + 300,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js') && !entry.name.includes('first-frame-loader'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  // After the first paint, or, where a busy machine paints later than the loader waits, after its wait.
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(Math.min(timing.paint, timing.waitEnds));
  // Focus moves to the heading as on every page, and the title names it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/^Log in to your Member Dashboard \| /);
  expect(errors).toEqual([]);
});

test('/login: the form waits for the app (read-only fields, no submit), then signs in', async ({ page }) => {
  const errors = consoleErrors(page);
  // The app's entry arrives late: the server-rendered form shows meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(brandUrl('main', '/login'));
  const main = page.getByRole('main');
  const username = main.getByLabel('Username', { exact: true });
  const submit = main.getByRole('button', { name: 'Log in', exact: true });
  await expect(username).toBeVisible();
  // Text typed now could not reach the form's state, and a press would submit natively (the fields in the URL).
  await expect(username).not.toBeEditable();
  await expect(main.getByLabel('Password', { exact: true })).not.toBeEditable();
  await expect(submit).toBeDisabled();
  // Axe on the server-rendered frame itself (the browser tests without scripts cannot run it).
  await checkA11y(page, 'login first frame before hydration');
  release();
  await username.fill(personas.subscriber.username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/home');
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${personas.subscriber.firstName}`);
  expect(errors).toEqual([]);
});

test('/login reloaded after logging out renders afresh with its notice, without a hydration error', async ({ page }) => {
  const errors = consoleErrors(page);
  await login(page, 'main', personas.subscriber.username);
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Log out' }).or(menu.getByRole('link', { name: 'Log out' })).first().click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  // The history entry keeps the router's state across the reload; the server rendered without it.
  await page.reload();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await checkA11y(page, 'login reloaded after logout');
  expect(errors).toEqual([]);
});

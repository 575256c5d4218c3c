import type { Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { errorTitles, LOGIN_HEADING, LOGIN_UNRECOGNIZED } from '../fixtures/fault-matrix';
import { faultScopeFor, type Fault, type FaultScope } from '../fixtures/faults';
import { tile, TILE_ERROR } from '../fixtures/home';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

/*
 * Spec §8 in the browser: one journey per kind of failure, with the gateway's fault injection (scoped to the test's
 * page). Which call of which page fails how is the fault matrix's, checked below the browser: every declared call ×
 * every failure kind in src/api/declared-failures.test.ts, every page × each of its calls in
 * src/app/fault-matrix.test.tsx. A tile's own error with Try again recovering: home.spec.ts. axe runs on each
 * outcome page (and, through test/fixtures/test.ts, on the page each test ends on).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function submitLogin(page: Page, username: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * The page loads again with `fault` in place. Chromium resends a dropped or 408 request on a reused socket: the fault
 * outlasts that (the scope's leftovers are cleared with `faults.clear()`).
 */
async function reloadWith(page: Page, faults: FaultScope, fault: Omit<Fault, 'times'>): Promise<void> {
  await faults.inject({ ...fault, times: 10 });
  await page.reload();
}

test('an essential call that fails shows the error page for its status in place, with the way back', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'main', 'subscriber');
  for (const status of [500, 502, 503, 408]) {
    await reloadWith(page, faults, { path: '/api/account', status });
    await expect(h1(page), `a ${status}`).toHaveText(errorTitles[status] ?? '');
    expect(pathOf(page)).toBe('/home');
    await faults.clear();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Customer service' })).toBeVisible();
  await checkA11y(page, 'the 408 error page');
});

// Issue 29: a page's own data (its declaration's `pageData`) fails as the error page though its call is exempt (spec
// §8 leaves claims to their screens); a call that feeds one section fails in place (claims.spec.ts, eobs.spec.ts).
test("a claim's page whose claim fails shows the error page for its status in place", async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'main', 'subscriber');
  await faults.inject({ path: '/api/claims/medical/M2400123401', status: 503, times: 10 });
  await page.goto(brandUrl('main', '/claims/m/M2400123401/0'));
  await expect(h1(page)).toHaveText(errorTitles[503] ?? '');
  expect(pathOf(page)).toBe('/claims/m/M2400123401/0');
  await checkA11y(page, "the claim page's 503 error page");
});

test('a dropped connection while signing in shows the temporarily-unable page, at /login', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await gotoBrand(page, 'main', '/login');
  await faults.inject({ path: '/api/account', drop: true, times: 10 });
  await submitLogin(page, 'subscriber');
  await expect(h1(page)).toHaveText(errorTitles[1] ?? '');
  expect(pathOf(page)).toBe('/login');
  await checkA11y(page, 'the network failure page');
});

test('a malformed body fails like a 500', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'main', 'subscriber');
  await reloadWith(page, faults, { path: '/api/account', malformed: true });
  await expect(h1(page)).toHaveText(errorTitles[500] ?? '');
  expect(pathOf(page)).toBe('/home');
});

test('a member fact that fails leaves the page working: the tiles it decides say they could not load', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'main', 'subscriber');
  // The gateway leaves a call that would fail out of the page's inlined first answers: the browser makes it.
  await reloadWith(page, faults, { path: '/api/programs', status: 500 });
  await expect(h1(page)).toHaveText('Welcome, Dana');
  await expect(tile(page, 'Programs').getByText(TILE_ERROR)).toBeVisible();
  await expect(tile(page, 'Member information')).toContainText('MD1004582');
  await checkA11y(page, 'home with a failed member fact');
});

test('a sign-in that fails is answered on the login page, never more specifically', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await gotoBrand(page, 'main', '/login');
  await faults.inject({ path: '/api/token', status: 503, times: 10 });
  await submitLogin(page, 'subscriber');
  await expect(page.getByRole('main').getByText(LOGIN_UNRECOGNIZED)).toBeVisible();
  await expect(h1(page)).toHaveText(LOGIN_HEADING);
  expect(pathOf(page)).toBe('/login');
  await checkA11y(page, 'the login page after a failed sign-in');
});

test('a 401 mid-session ends the session and goes to the login page (main)', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'main', 'subscriber');
  await reloadWith(page, faults, { path: '/api/account', status: 401 });
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(h1(page)).toHaveText(LOGIN_HEADING);
  await page.goto(brandUrl('main', '/home'));
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a 401 mid-session on the hospital brand shows its own 401 page, not the login page', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  await loginHome(page, 'hospital', 'hospital');
  await reloadWith(page, faults, { path: '/api/account', status: 401 });
  await expect(h1(page)).toHaveText(errorTitles[401] ?? '');
  const main = page.getByRole('main');
  await expect(main.getByText('Error code: 401 Unauthorized')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to the Lakeside Hospital Health Plan dashboard' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Contact dental customer service' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact the health plan' })).toBeVisible();
  expect(pathOf(page)).toBe('/home');
  await checkA11y(page, 'the hospital brand’s 401 page');
});

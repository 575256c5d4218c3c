import type { Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { faultScopeFor } from '../fixtures/faults';
import {
  errorTitles,
  faultMatrix,
  LOGIN_HEADING,
  LOGIN_UNRECOGNIZED,
  faultedCalls,
  faultsFor,
  matrixSize,
  outcomeOf401,
  type MatrixCall,
  type MatrixPage,
  type Outcome401,
} from '../fixtures/fault-matrix';
import { TILE_ERROR } from '../fixtures/home';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

/*
 * Issue 10, the fault matrix: for every page of test/fixtures/fault-matrix.ts, each of its calls in turn answers
 * 500, 502, 503, 408, a dropped connection, a malformed body and 401 (the gateway's fault injection, scoped to the
 * test's page); a call whose outcome does not depend on the status meets one fault of each kind (`faultsFor`). Each case asserts spec §8's outcome, no uncaught error, nothing busy once the fault has settled, and
 * a page that still responds. One test per call: it signs in once and loops the faults (401 last: it ends the session).
 */

test.describe.configure({ mode: 'parallel' });

const size = matrixSize();
if (!process.env.TEST_WORKER_INDEX) {
  console.log(`fault matrix: ${size.pages} pages, ${size.calls} faulted calls, ${size.cases} cases`);
}

const callOf = (method: string, url: string) => `${method} ${new URL(url).pathname}`;

async function submitLogin(page: Page, username: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in through the login page (no axe here: the matrix runs it once per outcome) and opens the entry's page. */
async function signIn(page: Page, entry: MatrixPage): Promise<void> {
  await page.goto(brandUrl(entry.brand, '/login'));
  await submitLogin(page, personas[entry.persona].username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  if (new URL(page.url()).pathname !== entry.path) await page.goto(brandUrl(entry.brand, entry.path));
  await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible({ timeout: 15_000 });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectOutcome(page: Page, entry: MatrixPage, call: MatrixCall, outcome: Outcome401, status: number) {
  // With the query: a page whose address holds its state (the primary care search) keeps it.
  const path = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  switch (outcome) {
    case 'errorPage':
    case 'unauthorizedPage': {
      const title = errorTitles[outcome === 'unauthorizedPage' ? 401 : status];
      await expect(h1(page), `the ${status} error page in place`).toHaveText(title ?? '', { timeout: 15_000 });
      expect(path(), 'the URL is unchanged').toBe(entry.path);
      return;
    }
    case 'toLogin':
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      await expect(h1(page)).toHaveText(LOGIN_HEADING);
      return;
    case 'loginMessage':
      await expect(page.getByRole('main').getByText(LOGIN_UNRECOGNIZED)).toBeVisible({ timeout: 15_000 });
      await expect(h1(page)).toHaveText(LOGIN_HEADING);
      expect(path()).toBe('/login');
      return;
    case 'pageLoads':
    case 'tileError': {
      await expect(h1(page), `${entry.path} still loads`).toHaveText(entry.heading, { timeout: 15_000 });
      for (const title of Object.values(errorTitles)) await expect(h1(page)).not.toHaveText(title, { timeout: 1 });
      expect(path()).toBe(entry.path);
      if (outcome === 'tileError') {
        const scope = call.tile ? page.getByRole('region', { name: call.tile, exact: true }) : page.getByRole('main');
        await expect(scope.getByText(TILE_ERROR).first(), "the tile's own error").toBeVisible({ timeout: 15_000 });
        await expect(scope.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
      }
      return;
    }
  }
}

/** Once the fault has settled: nothing busy, no loading overlay (src/ui/LoadingOverlay.tsx). */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), 'no region busy').toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('loading-overlay'), 'no loading overlay').toHaveCount(0);
}

/** The page still answers a member: a disclosure of the shell opens and closes, or the login form takes input. */
async function expectResponsive(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').locator('button[aria-expanded]').filter({ visible: true }).first();
  if ((await toggle.count()) > 0) {
    await toggle.click({ timeout: 5_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click({ timeout: 5_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    return;
  }
  const username = page.getByRole('main').getByLabel('Username', { exact: true });
  if ((await username.count()) > 0) {
    await username.fill('still-responding', { timeout: 5_000 });
    await expect(username).toHaveValue('still-responding');
    return;
  }
  // A page without the shell or the login form (the error page in the minimal layout): its links are usable.
  await expect(page.getByRole('main').getByRole('link').first()).toBeEnabled({ timeout: 5_000 });
}

/** Axe once per distinct outcome page (per worker). */
const checked = new Set<string>();

for (const entry of faultMatrix) {
  for (const call of faultedCalls(entry)) {
    test(`${entry.name} (${entry.brand}, ${entry.persona}): ${call.call} fails`, async ({ page, request }) => {
      // Seven reloads, each with its assertions and (once per outcome) axe: generous for a loaded machine.
      test.setTimeout(240_000);
      const faults = await faultScopeFor(page, request);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const requested = new Set<string>();
      page.on('request', (r) => requested.add(callOf(r.method(), r.url())));
      const apiPath = call.call.split(' ')[1] ?? '';

      if (entry.kind === 'signedIn') await signIn(page, entry);

      for (const { name, fault, pageStatus } of faultsFor(entry, call)) {
        const outcome = pageStatus === 401 ? outcomeOf401(entry, call) : call.outcome;
        await test.step(`${name} → ${outcome}`, async () => {
          pageErrors.length = 0;
          if (entry.kind === 'signIn') {
            await page.context().clearCookies();
            await page.goto(brandUrl(entry.brand, entry.path));
            await page.evaluate(() => {
              localStorage.clear();
              sessionStorage.clear();
            });
          }
          requested.clear();
          // Chromium resends a dropped or 408 request on a reused socket: the fault outlasts the retries.
          await faults.inject({ path: apiPath, ...fault, times: 10 });
          if (entry.kind === 'signIn') await submitLogin(page, personas[entry.persona].username);
          else await page.reload();

          await expectOutcome(page, entry, call, outcome, pageStatus);
          // A call the page makes after its heading (a prefetch, a lazy section) is awaited, not raced.
          await expect.poll(() => [...requested], { message: `${call.call} was made`, timeout: 15_000 }).toContain(call.call);
          await expectSettled(page);
          await expectResponsive(page);
          expect(pageErrors, 'no uncaught error').toEqual([]);

          const key = `${outcome}:${outcome === 'errorPage' ? pageStatus : ''}:${entry.brand}:${entry.path}`;
          if (!checked.has(key)) {
            checked.add(key);
            await checkA11y(page, `${entry.path} after ${call.call} answered ${name}`);
          }
          await faults.clear();
        });
      }
    });
  }
}

/** Keeps the matrix honest: a signed-in page's calls on a normal load are exactly the ones its entry lists. */
for (const entry of faultMatrix.filter((e) => e.kind === 'signedIn')) {
  test(`the matrix lists the real calls of ${entry.path} (${entry.brand}, ${entry.persona})`, async ({ page }) => {
    await signIn(page, entry);
    // The gateway inlines the member-facts answers into a signed-in page (gateway/first-responses.ts): strip them so
    // the browser makes every call the page needs.
    await page.route(
      (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = '127.0.0.1'; // Node does not resolve <brand>.localhost as Chromium does.
        const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
        const body = (await response.text()).replace(/<script type="application\/json" id="first-responses">.*?<\/script>/s, '');
        await route.fulfill({ response, body });
      },
    );
    const requested = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) requested.add(callOf(r.method(), r.url()));
    });
    await page.reload();
    await expect(h1(page)).toHaveText(entry.heading);
    await expectSettled(page);
    await page.waitForTimeout(1_000);
    expect([...requested].sort()).toEqual(entry.calls.map((c) => c.call).sort());
  });
}

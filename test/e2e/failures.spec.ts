import { DEMO_PASSWORD } from '../fixtures/personas';
import { faultsFor } from '../fixtures/faults';
import { expect, gotoBrand, login, test } from '../fixtures/test';
import { checkA11y } from '../fixtures/a11y';
import type { Page } from '@playwright/test';

/* Spec §8 global handling of failed requests, with faults injected in the reference gateway. */

const errorTitles: Record<number, string> = {
  1: 'Temporarily unable to access resource. Please try again later.',
  408: 'Sorry, this is taking longer than expected.',
  500: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
  503: "Sorry, we're unable to handle your request at this time.",
};

async function submitLogin(page: Page, username: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

// A failed POST token is the login page's own (spec §8 "Any other"): test/e2e/login-failures.spec.ts.
for (const path of ['/api/account']) {
  for (const status of [500, 503, 408]) {
    test(`a ${status} from ${path} while logging in shows the ${status} error page without changing the URL`, async ({ page, request }) => {
      const injectFault = await faultsFor(page, request);
      await gotoBrand(page, 'main', '/login');
      // Chromium resends a request answered 408 (or whose connection dropped) once per reused socket: the fault
      // must outlast that retry. It is scoped to this page, so leftovers touch no other test.
      await injectFault({ path, status, times: 10 });
      await submitLogin(page, 'subscriber');
      await expect(page.getByRole('heading', { level: 1, name: errorTitles[status] })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      await checkA11y(page, `${status} error page`);
    });
  }
}

test('a dropped connection while logging in shows the temporarily-unable page', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await gotoBrand(page, 'main', '/login');
  await injectFault({ path: '/api/account', drop: true, times: 10 });
  await submitLogin(page, 'subscriber');
  await expect(page.getByRole('heading', { level: 1, name: errorTitles[1] })).toBeVisible();
});

test('the error page offers the way back: Home and Customer service', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await gotoBrand(page, 'main', '/login');
  await injectFault({ path: '/api/account', status: 500, times: 1 });
  await submitLogin(page, 'subscriber');
  await expect(page.getByRole('heading', { level: 1, name: errorTitles[500] })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Customer service' })).toBeVisible();
});

test('a 500 from the account call of a signed-in page shows the error page in place', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await login(page, 'main', 'subscriber');
  await injectFault({ path: '/api/account', status: 500, times: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: errorTitles[500] })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/home');
});

test('a 401 mid-session ends the session and goes to the login page (main)', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await login(page, 'main', 'subscriber');
  await injectFault({ path: '/api/account', status: 401, times: 1 });
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  await page.goto(page.url().replace('/login', '/home'));
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a 401 mid-session on the hospital brand shows its own 401 page, not the login page', async ({ page, request }) => {
  const injectFault = await faultsFor(page, request);
  await login(page, 'hospital', 'hospital');
  await injectFault({ path: '/api/account', status: 401, times: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Sorry, but we aren't able to authenticate you." })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Error code: 401 Unauthorized')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return to the Lakeside Hospital Health Plan dashboard' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Contact dental customer service' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact the health plan' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/home');
});

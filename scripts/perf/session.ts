// Signing a persona in the way a member does, and waiting until the home page has settled.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../test/fixtures/personas';
import type { PerfGateway } from './gateway';

/** The login page's form, as a member fills it; resolves once the browser has left /login. */
export async function logIn(page: Page, gateway: PerfGateway, brand: string, username: string): Promise<void> {
  await page.goto(gateway.url(brand, '/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/**
 * /home has settled: the dashboard region is there, no tile is busy (`aria-busy="true"`, the skeletons) and the
 * network has been idle for 500 ms.
 */
export async function waitForSettledHome(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
  await page.waitForSelector('[role="region"][aria-label="Your dashboard"]', { timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
}

import type { Page } from '@playwright/test';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { expect, gotoBrand, login, test } from '../fixtures/test';

/*
 * Spec §8 login errors and the gateway's lockout, as a member meets them on the login page. A sign-in that fails
 * otherwise ("Any other"): test/e2e/fault-matrix.spec.ts, and below the browser src/app/fault-matrix.test.tsx.
 */

const remaining = (n: number) =>
  `Username and/or password unrecognized. You have ${n} attempt(s) remaining. Try again or select forgot username or password.`;
const LOCKED = 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.';

async function attempt(page: Page, username: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('lockme: each wrong password counts down, then the account is locked, even for the right password', async ({ page }) => {
  await useOwnDemoScope(page, 'lockout');
  await gotoBrand(page, 'main', '/login');
  for (const left of [4, 3, 2, 1]) {
    await attempt(page, 'lockme', `wrong-${left}`);
    await expect(page.getByText(remaining(left))).toBeVisible();
  }
  await attempt(page, 'lockme', 'wrong-0');
  await expect(page.getByText(LOCKED)).toBeVisible();
  await attempt(page, 'lockme', DEMO_PASSWORD);
  await expect(page.getByText(LOCKED)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the error clears when the form changes', async ({ page }) => {
  await useOwnDemoScope(page, 'lockout');
  await gotoBrand(page, 'main', '/login');
  await attempt(page, 'lockme', 'wrong');
  await expect(page.getByText(remaining(4))).toBeVisible();
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong again');
  await expect(page.getByText(remaining(4))).toBeHidden();
});

test('an unknown username is answered exactly like a wrong password (no "user not found")', async ({ page }) => {
  await useOwnDemoScope(page, 'lockout');
  await gotoBrand(page, 'main', '/login');
  await attempt(page, 'nobody-here', DEMO_PASSWORD);
  await expect(page.getByText(remaining(4))).toBeVisible();
});

test("a persona of another brand cannot log in on this brand's host", async ({ page }) => {
  await useOwnDemoScope(page, 'lockout');
  await gotoBrand(page, 'main', '/login');
  await attempt(page, 'partnerdep', DEMO_PASSWORD);
  await expect(page.getByText(remaining(4))).toBeVisible();
});

for (const [brand, username] of [
  ['main', 'minordep'],
  ['main', 'adultdep'],
  ['main', 'termed'],
  ['main', 'future'],
  ['main', 'group4760'],
  ['main', 'group2805'],
  ['main', 'local598'],
  ['main', 'cancelled'],
  ['regional', 'medicare'],
  ['hospital', 'hospital'],
] as const) {
  test(`${username} (${brand}): login lands on /home`, async ({ page }) => {
    expect(await login(page, brand, username)).toBe('/home');
  });
}

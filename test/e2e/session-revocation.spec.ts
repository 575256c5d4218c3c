// Logout and a password change end sessions on the gateway, not only in the browser (ASVS 5.0 V7.4.1, V7.4.3):
// a token kept from before answers 401. The token is read from the browser's cookie and never printed.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { openAccountMenu } from '../fixtures/shell';
import { expect, login, test } from '../fixtures/test';

/** The session cookie's token (the browser's own copy of it). */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'md_session');
  expect(cookie, 'a session cookie after login').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
}

/** The gateway's answer to GET /api/account with that token. */
async function accountStatus(request: APIRequestContext, token: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await request.get(`${GATEWAY_ORIGIN}/api/account`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  return response.status();
}

const gatewayLogout = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/token' && response.request().method() === 'DELETE');

test('logging out through the menu revokes the token on the gateway', async ({ page, request }) => {
  await login(page, 'main', 'subscriber');
  const token = await sessionToken(page.context());
  expect(await accountStatus(request, token)).toBe(200);

  const loggedOut = gatewayLogout(page);
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Log out' }).or(menu.getByRole('link', { name: 'Log out' })).first().click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  expect((await loggedOut).status()).toBe(204);

  expect(await accountStatus(request, token)).toBe(401);
});

test("a password change signs the member's other browser out, and keeps this one signed in", async ({ page, browser, request }) => {
  test.slow(); // two browsers sign in
  const scope = await useOwnDemoScope(page, 'revoke');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.setExtraHTTPHeaders(scope);
  try {
    await login(otherPage, 'main', 'subscriber');
    await login(page, 'main', 'subscriber');

    await page.goto(brandUrl('main', '/account/settings/change-password'));
    const main = page.getByRole('main');
    await main.getByLabel('Current password').fill(DEMO_PASSWORD);
    await main.getByLabel('New password', { exact: true }).fill('Brand3new!');
    await main.getByLabel('Confirm new password').fill('Brand3new!');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    expect(await accountStatus(request, await sessionToken(page.context()), scope)).toBe(200);

    await otherPage.goto(brandUrl('main', '/home'));
    await otherPage.waitForURL((url) => url.pathname === '/login');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  } finally {
    await other.close();
  }
});

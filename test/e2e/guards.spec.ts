import { expect, gotoBrand, login, test } from '../fixtures/test';
import { brandUrl } from '../fixtures/brands';
import { openAccountMenu } from '../fixtures/shell';

/* Spec §2 guards and §4 logout, as a visitor meets them. */

test('home needs a session: a visitor is sent to the login page', async ({ page }) => {
  await page.goto(brandUrl('main', '/home'));
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
});

test('the empty path goes to the configured default', async ({ page }) => {
  await login(page, 'main', 'subscriber');
  await page.goto(brandUrl('main', '/'));
  await page.waitForURL((url) => url.pathname === '/home');
});

test('a temporary-token page without any token goes to /logout, which sends main to the login page', async ({ page }) => {
  await page.goto(brandUrl('main', '/update-preferences'));
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a temporary-token page with a session goes to /home', async ({ page }) => {
  await login(page, 'main', 'subscriber');
  await page.goto(brandUrl('main', '/group-selection'));
  await page.waitForURL((url) => url.pathname === '/home');
});

test('login-as needs a staff role: a member gets the not-found page', async ({ page }) => {
  await login(page, 'main', 'subscriber');
  await page.goto(brandUrl('main', '/login-as'));
  await expect(page.getByRole('heading', { level: 1, name: "Sorry, it looks like we can't find that page." })).toBeVisible();
});

test('id-card sends termed members to /home', async ({ page }) => {
  await login(page, 'main', 'termed');
  await page.goto(brandUrl('main', '/id-card'));
  await page.waitForURL((url) => url.pathname === '/home');
});

test('after logout the back button does not bring a signed-in page back', async ({ page }) => {
  await login(page, 'main', 'subscriber');
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Log out' }).or(menu.getByRole('link', { name: 'Log out' })).first().click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }));
  expect(stored).toEqual({ local: 0, session: 0, cookies: '' });
});

test('the hospital logout page offers its three links', async ({ page }) => {
  await gotoBrand(page, 'hospital', '/logout');
  await expect(page.getByRole('link', { name: /Return to the .* dashboard/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact dental customer service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact the health plan' })).toBeVisible();
});

test('an account that must change its password cannot reach other pages by typing their address', async ({ page }) => {
  expect(await login(page, 'main', 'newuser')).toBe('/account/settings/change-password');
  await page.goto(brandUrl('main', '/claims'));
  await page.waitForURL((url) => url.pathname === '/account/settings/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

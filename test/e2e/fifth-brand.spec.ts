// A fifth brand added with files only (test/fixtures/fifth-brand, served through EXTRA_BRANDS_DIR): its login page
// shows its name and logo, and its demo member signs in and reaches /home.
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

test('fifth: the login page shows the brand, its logo and its own footer copy', async ({ page }) => {
  await gotoBrand(page, 'fifth', '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Cedar Valley Health Plan/);
  const logo = page.getByRole('banner').getByRole('img', { name: 'Cedar Valley Health Plan' });
  await expect(logo).toHaveAttribute('src', '/brand-assets/fifth-logo.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('contentinfo')).toContainText('© Cedar Valley Health Plan. All rights reserved.');
  // The base's switches: the regular login links.
  await expect(page.getByRole('main').getByRole('link', { name: 'Create account', exact: true })).toBeVisible();
});

test('fifth: its demo member signs in and reaches /home', async ({ page }) => {
  await loginHome(page, 'fifth', 'fifthmember');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Elliot' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Cedar Valley Health Plan' })).toBeVisible();
});

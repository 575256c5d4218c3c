// Moving around the shell: focus and title on navigation, unknown paths, phone and desktop layouts, logging out.
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { personas } from '../fixtures/personas';
import { menuEntry, openAccountMenu, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

test('after following a menu link, focus is on the new page heading and the title changes', async ({ page, a11y }) => {
  const { brand, username } = personas.subscriber;
  await loginHome(page, brand, username);
  await expect(page).toHaveTitle(/^Welcome, /);
  const homeTitle = await page.title();

  const claims = await openSubmenu(page, primaryNav(page), 'Claims/EOBs');
  await menuEntry(claims, 'Claims').click();

  await expect(page).toHaveURL(/\/claims$/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
  await expect(page).not.toHaveTitle(homeTitle);
  await a11y.check(page, 'claims page');

  await menuEntry(primaryNav(page), 'Home').first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(homeTitle);
});

test('an unknown path shows the not-found page at /error/404', async ({ page }) => {
  const { brand, username } = personas.subscriber;
  await loginHome(page, brand, username);
  await page.goto(brandUrl(brand, '/no-such-page'));
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible();
});

test('an unknown path before signing in also shows the not-found page', async ({ page }) => {
  await page.goto(brandUrl('main', '/definitely/not/here'));
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the primary menu is behind a Menu button, and the bottom nav has the four shortcuts', async ({ page, a11y }) => {
    const { brand, username } = personas.subscriber;
    await loginHome(page, brand, username);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(visible(menuEntry(primaryNav(page), 'Benefits'))).toHaveCount(0);

    const bottomNav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Find Care', exact: true }) });
    await expect(bottomNav).toBeVisible();
    for (const name of ['Home', 'Claims/EOBs', 'Benefits', 'Find Care']) {
      await expect(bottomNav.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs']) {
      await expect(visible(menuEntry(primaryNav(page), name)).first()).toBeVisible();
    }
    await a11y.check(page, 'phone menu open');
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the primary menu is shown and there is no bottom nav', async ({ page }) => {
    const { brand, username } = personas.subscriber;
    await loginHome(page, brand, username);

    await expect(visible(page.getByRole('button', { name: 'Menu', exact: true }))).toHaveCount(0);
    for (const name of ['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs']) {
      await expect(menuEntry(primaryNav(page), name)).toBeVisible();
    }
    await expect(visible(page.getByRole('link', { name: 'Find Care', exact: true }))).toHaveCount(0);
  });
});

test('main: logging out from the account menu returns to the login page with a confirmation', async ({ page, a11y }) => {
  const { brand, username } = personas.subscriber;
  await loginHome(page, brand, username);

  const account = await openAccountMenu(page);
  await menuEntry(account, 'Log out').click();

  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
  await a11y.check(page, 'login page after logout');

  // The session is gone: /home asks to log in again.
  await page.goto(brandUrl(brand, '/home'));
  await expect(page).not.toHaveURL(/\/home$/);
});

test('hospital: logging out shows the hospital logout page', async ({ page, a11y }) => {
  const { brand, username } = personas.hospital;
  await loginHome(page, brand, username);

  const account = await openAccountMenu(page);
  await menuEntry(account, 'Log out').click();

  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have logged out successfully.' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  // Spec §2 Guards: return to the brand's dashboard, contact dental customer service, contact the health plan.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Return to the .+ dashboard$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact dental customer service', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact the health plan', exact: true })).toBeVisible();
  await a11y.check(page, 'hospital logout page');
});

test('the login page of an unauthenticated visitor is the same for plain localhost and main.localhost', async ({ page }) => {
  await gotoBrand(page, 'main', '/login');
  const mainHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.goto(`${GATEWAY_ORIGIN}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mainHeading);
});

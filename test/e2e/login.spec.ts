// The login page of every brand: what a member sees before signing in.
import type { Locator } from '@playwright/test';
import { brands, type Brand } from '../fixtures/brands';
import { expect, gotoBrand, test } from '../fixtures/test';

const loginLinks = [
  { name: 'Create account', href: '/registration', partner: false },
  { name: 'Contact us', href: '/contact-us', partner: true },
  { name: 'Forgot username', href: '/recovery/username', partner: false },
  { name: 'Forgot password', href: '/recovery/password', partner: false },
];

for (const brand of brands) {
  test(`${brand}: the login page has its heading, labelled fields, button and links`, async ({ page }) => {
    await gotoBrand(page, brand, '/login');
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
    await expect(main.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(main.getByLabel('Username', { exact: true })).toBeEditable();
    const password = main.getByLabel('Password', { exact: true });
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(main.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

    for (const link of loginLinks) {
      const locator = main.getByRole('link', { name: link.name, exact: true });
      if (brand === 'partner' && !link.partner) {
        await expect(locator, `partner plan hides '${link.name}'`).toHaveCount(0);
      } else {
        await expect(locator).toBeVisible();
        await expect(locator).toHaveAttribute('href', new RegExp(`${link.href}$`));
      }
    }
  });
}

test('the login page is not submitted with empty fields, and says which field is required', async ({ page }) => {
  await gotoBrand(page, 'main', '/login');
  const main = page.getByRole('main');
  const username = main.getByLabel('Username', { exact: true });
  await username.fill('x');
  await username.fill('');
  await username.blur();
  await expect(main.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await expect(main.getByText('Username is a required field')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

/** The first painted (non-transparent) background at or inside an element. */
async function paintedBackground(locator: Locator): Promise<string> {
  await expect(locator).toBeVisible();
  return locator.evaluate((el) => {
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const queue: Element[] = [el];
    while (queue.length) {
      const node = queue.shift()!;
      const bg = getComputedStyle(node).backgroundColor;
      if (!transparent(bg)) return bg;
      queue.push(...Array.from(node.children));
    }
    return 'transparent';
  });
}

test('each brand has its own theme: header and primary colours differ', async ({ page }) => {
  const themes = new Map<Brand, { header: string; button: string }>();
  for (const brand of brands) {
    await gotoBrand(page, brand, '/login');
    themes.set(brand, {
      header: await paintedBackground(page.getByRole('banner').first()),
      button: await paintedBackground(page.getByRole('main').getByRole('button', { name: 'Log in', exact: true })),
    });
  }
  const seen = JSON.stringify(Object.fromEntries(themes));
  const fingerprints = new Set([...themes.values()].map((t) => `${t.header}|${t.button}`));
  expect(fingerprints.size, `header and 'Log in' button backgrounds per brand: ${seen}`).toBe(brands.length);
  // Each brand's primary colour is its own.
  expect(new Set([...themes.values()].map((t) => t.button)).size, seen).toBe(brands.length);
  // At least the header tells the brands apart where the manifests give it a colour.
  expect(new Set([...themes.values()].map((t) => t.header)).size, seen).toBeGreaterThan(1);
});

// Signing in on each brand lands on the home page inside the shell.
import { personas } from '../fixtures/personas';
import { menuEntry, openAccountMenu, primaryNav } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

const cases = [
  { persona: personas.subscriber, claimsLabel: 'Claims/EOBs' },
  { persona: personas.medicare, claimsLabel: 'Claims/EOBs' },
  // A non-subscriber: the menu says 'Claims' (spec §2 Menus).
  { persona: personas.partnerdep, claimsLabel: 'Claims' },
  { persona: personas.hospital, claimsLabel: 'Claims/EOBs' },
];

for (const { persona, claimsLabel } of cases) {
  test(`${persona.brand}: ${persona.username} lands on /home with a welcome and the shell`, async ({ page }) => {
    await loginHome(page, persona.brand, persona.username);

    await expect(page).toHaveURL(/\/home$/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(`Welcome, ${persona.firstName}`);

    const nav = primaryNav(page);
    await expect(nav).toBeVisible();
    for (const name of ['Home', 'Account', 'Benefits', 'Find care', claimsLabel]) {
      await expect(menuEntry(nav, name), `Primary menu entry '${name}'`).toBeVisible();
    }
    const account = await openAccountMenu(page);
    await expect(menuEntry(account, 'Log out')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
}

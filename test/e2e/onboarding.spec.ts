// Spec §4 post-login routing and the onboarding pages (update preferences, registration policies, SSO landing),
// as a member meets them: logging in through the login page of their brand.
import type { Page } from '@playwright/test';
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { checkA11y } from '../fixtures/a11y';
import { expect, login, test } from '../fixtures/test';
import { useOwnDemoScope } from '../fixtures/demo-scope';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Forgets the browser's session (storage and cookies) so the next login starts afresh. */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

test('noemail: update preferences asks for a valid email, then lands on /home', async ({ page }) => {
  await useOwnDemoScope(page);
  expect(await login(page, 'main', 'noemail')).toBe('/update-preferences');
  await expect(heading(page)).toHaveText('Update your preferences');
  const main = page.getByRole('main');
  const email = main.getByLabel('Email address', { exact: true });
  const save = main.getByRole('button', { name: 'Save preferences', exact: true });

  await save.click();
  await expect(main.getByText('Email address is a required field')).toBeVisible();
  await expect(email).toBeFocused();

  // A phone-sized window, so the form scrolls: an invalid form goes back to the top (spec §5).
  await page.setViewportSize({ width: 375, height: 480 });
  await email.fill('not-an-email');
  await save.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await save.click();
  await expect(main.getByText('Invalid email address')).toBeVisible();
  await expect(email).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await checkA11y(page, 'update preferences with an invalid email');

  await email.fill('jordan.noemail@example.com');
  await save.click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(heading(page)).toBeVisible();
});

test('partner: the communication policy is required; once signed, this and the next login go to /home', async ({ page }) => {
  await useOwnDemoScope(page);
  expect(await login(page, 'partner', 'partner')).toBe('/registration-policies');
  await expect(heading(page)).toHaveText('Welcome');
  const main = page.getByRole('main');
  const policy = main.getByLabel('I have read the digital communications policy', { exact: true });

  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(main.getByText('Please confirm you have read our digital communications policy.')).toBeVisible();
  await expect(policy).toBeFocused();
  await expect(main.getByLabel('Electronically: I consent to receiving my EOBs online')).toBeChecked();
  await checkA11y(page, 'registration policies with the policy unticked');

  await policy.check();
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Thank you. Your choices have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await forgetSession(page);
  expect(await login(page, 'partner', 'partner')).toBe('/home');
});

test('salesforce: login ends on the single sign-on landing page after the form post', async ({ page }) => {
  expect(await login(page, 'main', 'salesforce')).toBe('/sso/salesforce');
  await expect(heading(page)).toHaveText('Transferred to the sales-force portal');
});

test('newuser (account status INI): login lands on change password', async ({ page }) => {
  expect(await login(page, 'main', 'newuser')).toBe('/account/settings/change-password');
});

for (const [brand, username] of [
  ['main', 'subscriber'],
  ['partner', 'partnerdep'],
] as const) {
  test(`${username}: login lands on /home`, async ({ page }) => {
    expect(await login(page, brand, username)).toBe('/home');
  });
}

for (const [brand, username, title] of [
  ['regional', 'staffany', 'Login as anyone'],
  ['partner', 'staffnonemp', 'Login as non-employee'],
] as const) {
  test(`${username} (staff on the ${brand} plan): login lands on /login-as`, async ({ page }) => {
    expect(await login(page, brand, username)).toBe('/login-as');
    await expect(heading(page)).toHaveText(title);
  });
}

test('sso-landing: signs in with the temporary token single sign-on left, then routes on', async ({ page, request }) => {
  const response = await request.post(`${GATEWAY_ORIGIN}/api/token`, {
    data: { username: 'noemail', password: DEMO_PASSWORD, domainId: 1 },
  });
  const { token } = (await response.json()) as { token: string };
  await page.goto(brandUrl('main', '/login'));
  await page.evaluate((temporary) => sessionStorage.setItem('md.temporary', temporary), token);
  await page.goto(brandUrl('main', '/sso-landing'));
  await expect(page).toHaveURL(/\/update-preferences$/);
  await expect(heading(page)).toHaveText('Update your preferences');
});

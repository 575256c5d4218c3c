// Issue 14: /account/settings (spec §2 Account submenu, §3 Preferences, §5 security answer, email and preference
// defaults, §6 Settings visibility and subscriber-only settings, §7 account calls). The subscriber changes the
// security answers and the email preferences (a failed save first keeps what was typed) and sees them after a
// reload; a dependent under 18 has no Settings (the 404 page by address), one aged 18 or older has it without
// Paperless EOBs.
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { faultScopeFor } from '../fixtures/faults';
import { personas } from '../fixtures/personas';
import { menuEntry, openAccountMenu, visible } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const snackbar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens Settings from the account menu, like a member, and waits until no section is loading. */
async function openSettings(page: Page): Promise<void> {
  const account = await openAccountMenu(page);
  await menuEntry(account, 'Settings').click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('subscriber: changes the security answers and the email preferences, a failed save keeps what was typed, and sees them after a reload', async ({ page, request }) => {
  // Its own demo scope (the saved answers and preferences stay apart from other tests) and fault injection.
  const faults = await faultScopeFor(page, request);
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  await openSettings(page);
  await expect(region(page, 'Password').getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/settings/change-password');
  await expect(region(page, 'Paperless EOBs')).toContainText('Paperless (online, with an email when one is ready)');
  await expect(region(page, 'eBill paperless and notifications')).toContainText('Bill statementsPaperless');
  const security = region(page, 'Security questions');
  await expect(security).toContainText('What was the name of your first pet?');
  await expect(security).toContainText('What is the name of the street you grew up on?');
  await checkA11yAtWidths(page, '/account/settings');

  // Security questions: a new second question; the answers hidden, with Show/Hide; spec §5's minimum.
  await security.getByRole('button', { name: 'Edit Security questions' }).click();
  await security.getByLabel('Security question 2', { exact: true }).selectOption({ label: 'In what city were you born?' });
  const answer1 = security.getByLabel('Answer to security question 1');
  await expect(answer1).toHaveAttribute('type', 'password');
  await answer1.fill('Re');
  await answer1.blur();
  await expect(security.getByText('Answer to security question 1 is under the character minimum')).toBeVisible();
  const show = security.getByRole('button', { name: 'Show' }).first();
  await show.click();
  await expect(answer1).toHaveAttribute('type', 'text');
  await expect(security.getByRole('button', { name: 'Hide' })).toBeVisible();
  await answer1.fill('Rex');
  await expect(security.getByText('Answer to security question 1 is under the character minimum')).toHaveCount(0);
  await security.getByLabel('Answer to security question 2').fill('Portland');
  await security.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Security questions: your changes have been saved.')).toBeVisible();
  await expect(security).toContainText('In what city were you born?');
  await expect(security).not.toContainText('Portland');

  // Email and communication: the first save fails (the gateway answers 500) and keeps what was typed.
  const communication = region(page, 'Email and communication');
  await expect(communication).toContainText('dana.rivera@example.com');
  await expect(communication).toContainText('News and updatesNot sent');
  await communication.getByRole('button', { name: 'Edit Email and communication' }).click();
  const email = communication.getByLabel('Email address');
  await email.fill('dana.rivera@example');
  await email.blur();
  await expect(communication.getByText('Invalid email address')).toBeVisible();
  await email.fill('dana.settings@example.org');
  await communication.getByRole('checkbox', { name: 'Email me news and updates about my plan' }).check();
  await faults.inject({ path: '/api/account/preferences', status: 500, times: 1 });
  await communication.getByRole('button', { name: 'Save' }).click();
  await expect(communication.getByText("We couldn't save your changes. Please try again.")).toBeVisible();
  await expect(email).toHaveValue('dana.settings@example.org');
  await expect(communication.getByRole('checkbox', { name: 'Email me news and updates about my plan' })).toBeChecked();
  await communication.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Email and communication: your changes have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(region(page, 'Security questions')).toContainText('What was the name of your first pet?');
  await expect(region(page, 'Security questions')).toContainText('In what city were you born?');
  await expect(region(page, 'Email and communication')).toContainText('dana.settings@example.org');
  await expect(region(page, 'Email and communication')).toContainText('News and updatesBy email');
  // Only the flags of that card changed: paperless EOBs and eBill stay as they were.
  await expect(region(page, 'Paperless EOBs')).toContainText('Paperless (online, with an email when one is ready)');
  await expect(region(page, 'eBill paperless and notifications')).toContainText('Bill statementsPaperless');
});

test('minordep has no Settings (the 404 page by address); adultdep has Settings without Paperless EOBs', async ({ page }) => {
  await loginHome(page, personas.minordep.brand, personas.minordep.username);
  const minorMenu = await openAccountMenu(page);
  await expect(visible(menuEntry(minorMenu, 'Settings'))).toHaveCount(0);
  await page.goto(brandUrl('main', '/account/settings'));
  await expect(page.getByText("Sorry, it looks like we can't find that page.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Security questions' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  const menu = await openAccountMenu(page);
  await menuEntry(menu, 'Log out').first().click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await loginHome(page, personas.adultdep.brand, personas.adultdep.username);
  await openSettings(page);
  await expect(region(page, 'Security questions')).toBeVisible();
  await expect(region(page, 'Email and communication')).toContainText('sam.rivera@example.com');
  await expect(region(page, 'Paperless EOBs')).toHaveCount(0);
});

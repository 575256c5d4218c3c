// Issue 13: the primary care pages (spec §2 routes, §3 PCP history and selection, §5 form messages, §7 pcp calls,
// §8 the provider lookup's 404 fallback). Providers from gateway/reference-api/personas/providers.ts; Riley's P-552019 is not in the
// directory, so pcp/provider answers 404 and the page shows the name pcp/members gave.
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { GATEWAY_ORIGIN } from '../fixtures/brands';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { personas } from '../fixtures/personas';
import { menuEntry, openSubmenu, primaryNav } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function outbox(request: APIRequestContext, headers: Record<string, string>, to: string) {
  const response = await request.get(`${GATEWAY_ORIGIN}/api/__demo/outbox?to=${encodeURIComponent(to)}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { kind: string; subject: string; body: string }[] }).messages;
}

test('subscriber: selects a primary care provider for the spouse and sees it on the overview and the home tile', async ({ page, request }) => {
  const scope = await useOwnDemoScope(page, 'primary-care-select');
  await loginHome(page, personas.subscriber.brand, personas.subscriber.username);
  const findCare = await openSubmenu(page, primaryNav(page), 'Find care');
  await menuEntry(findCare, 'Primary care').click();
  await expect(page).toHaveURL(/\/find-care\/primary-care$/);
  await expect(h1(page)).toHaveText('Primary care');

  // The overview: Dana's provider and history, Chris's prompt, the family's due date.
  const dana = region(page, 'Dana Rivera');
  await expect(dana).toContainText('Maya Okafor, MD');
  await expect(dana).toContainText('Northside');
  const history = dana.getByRole('list', { name: 'Primary care history of Dana Rivera' }).getByRole('heading', { level: 4 });
  await expect(history).toHaveText(['Maya Okafor, MD', 'Daniel Kim, MD', 'Rebecca Stone, PA-C']);
  await expect(dana).toContainText('Assigned by the plan');
  await expect(dana).toContainText('Provider stopped accepting this plan');
  await expect(page.getByText(/Select a primary care provider by \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const chris = region(page, 'Chris Rivera');
  await expect(chris).toContainText('Select where you access primary care');
  await checkA11yAtWidths(page, 'primary care overview');

  await chris.getByRole('link', { name: /Select primary care/ }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/1\/search$/);
  const form = region(page, 'Find a primary care provider for Chris Rivera');
  await form.getByLabel('ZIP code').fill('97232');
  await form.getByLabel('Distance').selectOption('10');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?zip=97232&radius=10$/);
  const results = region(page, 'Providers');
  await expect(results.getByRole('status')).toHaveText(/^Showing 1–5 of \d+ providers$/);
  const kim = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Daniel Kim, MD' }) });
  await expect(kim).toContainText('Not accepting new patients, so this provider can\'t be selected.');
  await expect(kim.getByRole('button')).toHaveCount(0);
  const card = results.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Select/ }) }).first();
  const provider = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: /^Select/ }).click();

  // The selection step: Chris fixed, the others offered; the date defaults to the earliest allowed day.
  const select = region(page, `Select ${provider}`);
  await expect(select).toContainText('For Chris Rivera');
  await expect(select.getByRole('checkbox')).toHaveCount(3);
  const date = select.getByLabel('Effective date for Chris Rivera');
  await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(select.getByLabel('Email address')).toHaveValue('dana.rivera@example.com');
  await select.getByRole('button', { name: 'Continue' }).click();
  await expect(select.getByText(`Select ${provider} as primary care provider for Chris Rivera?`)).toBeFocused();
  await select.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(region(page, 'Primary care selected')).toContainText(`Your primary care selection is saved. Chris Rivera: ${provider}`);

  // In-app navigation, no reload: the overview and the home tile know the new choice.
  await region(page, 'Primary care selected').getByRole('link', { name: 'Back to primary care' }).click();
  await expect(region(page, 'Chris Rivera')).toContainText(provider);
  await expect(region(page, 'Chris Rivera')).not.toContainText('Select where you access primary care');
  await menuEntry(primaryNav(page), 'Home').first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(region(page, 'Primary care').getByRole('link', { name: new RegExp(`${provider}.*Chris Rivera`) })).toBeVisible();

  const [message] = await outbox(request, scope, 'dana.rivera@example.com');
  expect(message).toMatchObject({ kind: 'pcpSelection', subject: 'Your primary care provider selection' });
  expect(message?.body).toContain(`Chris Rivera: ${provider}`);
});

test('minordep: the provider lookup falls back to the name; the search form\'s messages and an empty search', async ({ page }) => {
  await loginHome(page, personas.minordep.brand, personas.minordep.username);
  await page.getByRole('main').getByRole('link', { name: /Samuel Reyes, MD/ }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/2$/);
  const tile = region(page, 'Primary care provider of Riley Rivera');
  await expect(tile).toContainText('Samuel Reyes, MD');
  await expect(tile).toContainText('Pediatrics');
  await expect(tile).toContainText('More details about this provider aren\'t available right now.');
  await checkA11yAtWidths(page, 'primary care member page');

  await tile.getByRole('link', { name: /Change primary care/ }).click();
  await expect(page).toHaveURL(/\/find-care\/primary-care\/2\/search$/);
  const form = region(page, 'Find a primary care provider for Riley Rivera');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByLabel('ZIP code')).toBeFocused();
  await expect(form).toContainText('ZIP code is a required field');
  await form.getByLabel('ZIP code').fill('972');
  await expect(form).toContainText(/Invalid zip code/i);
  await form.getByLabel('ZIP code').fill('99999');
  await form.getByLabel('Distance').selectOption('100');
  await form.getByRole('button', { name: 'Search' }).click();
  const results = region(page, 'Providers');
  await expect(results.getByRole('status')).toHaveText('No providers found within 100 miles of 99999.');
  await expect(results).toContainText('Try a wider distance');
  await checkA11yAtWidths(page, 'primary care search page');

  // Riley may see only themself: Dana's page is not theirs.
  await page.goto('/find-care/primary-care/0');
  await expect(page).toHaveURL(/\/error\/404$/);
});

test('guards: a member who may not select primary care reaches neither the pages nor the search', async ({ page }) => {
  await loginHome(page, personas.local598.brand, personas.local598.username);
  await expect(menuEntry(await openSubmenu(page, primaryNav(page), 'Find care'), 'Primary care')).toHaveCount(0);
  await page.goto('/find-care/primary-care/0/search');
  await expect(page).toHaveURL(/\/error\/404$/);
  await page.goto('/find-care/primary-care/7');
  await expect(page).toHaveURL(/\/error\/404$/);
});

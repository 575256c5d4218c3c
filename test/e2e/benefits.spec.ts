// Issue 11: the benefits pages (spec §2 routes and Benefits submenu, §3 limits and services, §4 status texts,
// §5 date messages, §8 section errors, §9 order, tiers, percents, dental maximums, currency). Each persona reaches its
// pages from the Benefits submenu; data from gateway/reference-api/personas/benefits-data.ts and the families' seeds.
import type { Page } from '@playwright/test';
import { checkA11y, checkA11yAtWidths } from '../fixtures/a11y';
import { faultsFor } from '../fixtures/faults';
import { personas, type Persona } from '../fixtures/personas';
import { menuEntry, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

// Axe at three widths on every page: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const TILE_ERROR = "We couldn't load this section right now.";
const ACTIVE_SINCE = /Active since \d{2}\/\d{2}\/\d{4}/;

/** Opens a Benefits submenu entry at desktop width, like a member. */
async function fromBenefitsMenu(page: Page, entry: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openSubmenu(page, primaryNav(page), 'Benefits');
  await visible(menuEntry(panel, entry)).first().click();
}

/** axe at the spec's three widths (phone, tablet, desktop). */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signIn(page: Page, persona: Persona): Promise<void> {
  await loginHome(page, persona.brand, persona.username);
}

test('subscriber (main): medical benefits from the menu, limits in spec order by tier, what you pay, a popover by keyboard', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await fromBenefitsMenu(page, 'Medical benefits');
  await expect(page).toHaveURL(/\/benefits\/medical$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical benefits');
  const plan = section(page, 'Plan');
  await expect(plan).toContainText('Summit Individual PPO $500');
  await expect(plan).toContainText(ACTIVE_SINCE);

  const limits = section(page, 'Limits and accumulators');
  const titles = limits.getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText('Annual Limit (Individual)');
  await expect(titles.nth(1)).toHaveText(/^Deductible - In Network/);
  await expect(limits.getByRole('progressbar', { name: 'Annual Limit (Individual)' })).toHaveAttribute('aria-valuenow', '37');
  await expect(limits).toContainText('Met $740.00');
  await expect(limits).toContainText('Remaining $1,260.00');
  await expect(limits).toContainText('$2,000.00 limit');
  await expect(limits.getByRole('heading', { name: 'Lifetime Maximum (Individual)' })).toHaveCount(0); // no total: invalid

  const costs = section(page, 'What you pay');
  await expect(costs.getByRole('row', { name: /Primary care office visit/ })).toContainText('$25.00 copay');
  await expect(costs.getByRole('row', { name: /Specialist visit/ })).toContainText('20%');
  await expect(costs.getByRole('row', { name: /Hearing aids/ })).toContainText('Not applicable');

  // The description popover: opened and closed from the keyboard, focus back on its button.
  const about = limits.getByRole('button', { name: 'About Annual Limit (Individual)' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  const panel = limits.getByRole('group', { name: 'About Annual Limit (Individual)' });
  await expect(panel).toContainText('chiropractic');
  await checkA11y(page, 'medical benefits with a popover open');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(about).toBeFocused();

  await plan.getByRole('radio', { name: 'Out of network' }).check();
  await expect(limits.getByRole('heading', { name: 'Deductible - Out of Network (Individual)' })).toBeVisible();
  await expect(costs.getByRole('row', { name: /Primary care office visit/ })).toContainText('40%');
  await checkA11yAtWidths(page, 'medical benefits');
});

test('subscriber (main): the as-of date, another family member, and the service search', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await fromBenefitsMenu(page, 'Medical benefits');
  const plan = section(page, 'Plan');
  const date = plan.getByLabel('As of date');
  await date.fill('13/45/2020');
  await plan.getByRole('button', { name: 'Show benefits' }).click();
  await expect(plan.getByText('As of date must be mm/dd/yyyy')).toBeVisible();
  await date.fill('');
  await plan.getByRole('button', { name: 'Show benefits' }).click();
  await expect(plan.getByText('As of date is a required field')).toBeVisible();
  await date.fill('01/01/2000');
  await plan.getByRole('button', { name: 'Show benefits' }).click();
  await expect(page).toHaveURL(/asOfDate=2000-01-01/);
  // Before the first plan year: that plan is future on the as-of date, and nothing was in force.
  await expect(plan).toContainText(/Effective on \d{2}\/\d{2}\/\d{4}/);
  await expect(section(page, 'Limits and accumulators')).toContainText('There are no limits to show for this network on this date.');

  await page.goto(page.url().replace(/\?.*$/, ''));
  await section(page, 'Plan').getByLabel('Member').selectOption({ label: 'Riley Rivera' });
  await expect(section(page, 'Plan')).toContainText('Showing benefits for Riley Rivera');
  const searchSection = section(page, 'Find a service');
  await searchSection.getByLabel('Service').selectOption({ label: 'Emergency room' });
  await expect(searchSection.getByRole('row', { name: /Emergency room/ })).toContainText('$150.00 copay');

  // Dental (the chosen member stays chosen): maximums of -1 and 0 are skipped; a found service opens its details page.
  await fromBenefitsMenu(page, 'Dental benefits');
  const costs = section(page, 'What you pay');
  await expect(costs.getByRole('row', { name: /Annual maximum/ })).toContainText('$1,500.00');
  await expect(costs.getByRole('row', { name: /Implant maximum|Orthodontia lifetime maximum/ })).toHaveCount(0);
  const dentalSearch = section(page, 'Find a service');
  await dentalSearch.getByLabel('Service').selectOption({ label: 'Basic care' });
  await dentalSearch.getByRole('link', { name: 'Resin composite, one surface, posterior' }).click();
  await expect(page).toHaveURL(/\/details\/700102\/dental\/D2391$/);
  await expect(page.getByRole('main')).toContainText('Member: Riley Rivera');
  const service = section(page, 'Resin composite, one surface, posterior (D2391)');
  await expect(service).toContainText('80%');
  await expect(service).toContainText('Year 1: 70%');
  await checkA11yAtWidths(page, 'dental service details');
});

test('subscriber (main): the landing lists categories with their status and the plan history within two years', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await gotoBrand(page, 'main', '/benefits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benefits');
  const landing = section(page, 'Your benefits');
  await expect(landing.getByRole('link', { name: 'Dental benefits' })).toBeVisible();
  await expect(landing).toContainText(ACTIVE_SINCE);
  const history = section(page, 'Plan history');
  await expect(history).toContainText('Summit Individual PPO $500 (previous plan year)');
  await expect(history).not.toContainText('Summit Individual PPO $750'); // termed more than two years ago
  await checkA11yAtWidths(page, 'benefits landing');
  const previousYear = history.getByRole('row', { name: /Dana Rivera.*Medical.*previous plan year/ }).first();
  await previousYear.getByRole('link').click();
  await expect(page).toHaveURL(/\/history\/\d+\/benefits\/medical\?suffix=0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical benefits history');
  await expect(section(page, 'Plan')).toContainText('Summit Individual PPO $500 (previous plan year)');
  await checkA11y(page, 'benefit history');
});

test('minordep (dependent, main): sees only themself', async ({ page }) => {
  await signIn(page, personas.minordep);
  await fromBenefitsMenu(page, 'Dental benefits');
  const plan = section(page, 'Plan');
  await expect(plan).toContainText('Showing benefits for Riley Rivera');
  await expect(plan.getByLabel('Member')).toHaveCount(0);
  await expect(section(page, 'Limits and accumulators')).toContainText('Met $96.00');
  await checkA11yAtWidths(page, 'dependent dental benefits');
});

test('medicare (regional): the Benefits summary with its as-of date', async ({ page }) => {
  await signIn(page, personas.medicare);
  await fromBenefitsMenu(page, 'Benefits');
  await expect(page).toHaveURL(/\/benefits\/summary\?asOfDate=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benefits summary');
  const plans = section(page, 'Plans');
  await expect(plans.getByRole('row', { name: /Medical/ })).toContainText('Riverbend Medicare Advantage PPO');
  await expect(plans.getByRole('row', { name: /Medical/ })).toContainText(ACTIVE_SINCE);
  const limits = section(page, 'Limits and accumulators');
  await expect(limits.getByRole('heading', { level: 3, name: 'Medical' })).toBeVisible();
  await expect(limits.getByRole('heading', { level: 4 }).first()).toHaveText('Deductible - In Network (Individual)');
  await checkA11yAtWidths(page, 'benefits summary');
});

test('partnerdep (partner): dental benefits with their limits', async ({ page }) => {
  await signIn(page, personas.partnerdep);
  await fromBenefitsMenu(page, 'Dental benefits');
  await expect(section(page, 'Plan')).toContainText('Harbor Partner Dental $1,000');
  await expect(section(page, 'Limits and accumulators')).toContainText('$1,000.00 limit');
  await checkA11yAtWidths(page, 'partner dental benefits');
});

test('hospital: the featured limit links to dental benefits', async ({ page }) => {
  await signIn(page, personas.hospital);
  await page.getByRole('link', { name: 'Dental', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dental benefits');
  const limits = section(page, 'Limits and accumulators');
  await expect(limits).toContainText('Met $650.00');
  await expect(limits).toContainText('Remaining $1,350.00');
  await checkA11yAtWidths(page, 'hospital dental benefits');
});

test('a failed limits call shows the section error with Try again; the rest of the page works', async ({ page, request }) => {
  const inject = await faultsFor(page, request);
  await inject({ path: '/api/benefits/limits', status: 500, times: 20 });
  await signIn(page, personas.subscriber);
  await fromBenefitsMenu(page, 'Vision benefits');
  const limits = section(page, 'Limits and accumulators');
  await expect(limits.getByText(TILE_ERROR)).toBeVisible();
  await expect(limits.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(section(page, 'Plan')).toContainText('Vision Plus $150');
  await expect(page).toHaveURL(/\/benefits\/vision$/);
});

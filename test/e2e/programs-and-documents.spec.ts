// Issue 11: programs, referrals and coverage documents (spec §2 Benefits submenu and Claims/EOBs 'Pharmacy', §3
// Program and Referral, §6 and §8 Medicare materials). Each page is reached from the menus, checked by what a member
// reads, and checked with axe at 320, 768 and 1280 px. Data: gateway/reference-api/personas (referrals.ts, documents.ts).
import type { Locator, Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { faultsFor } from '../fixtures/faults';
import { menuEntry, openSubmenu, primaryNav, visible } from '../fixtures/shell';
import { personas, type Persona } from '../fixtures/personas';
import { expect, loginHome, test } from '../fixtures/test';

const NOT_FOUND = "Sorry, it looks like we can't find that page.";
const WIDTHS = [320, 768, 1280] as const;

/** Signs in at desktop width (where the primary menu is a row of disclosures). */
async function signIn(page: Page, persona: Persona): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginHome(page, persona.brand, persona.username);
}

/** Opens a primary menu's submenu and follows one of its items; waits for the page's h1. */
async function viaMenu(page: Page, menu: string, item: string, heading: string): Promise<void> {
  await openSubmenu(page, primaryNav(page), menu);
  await primaryNav(page).getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/**
 * The regional plan's reduced Benefits menu has no Medicare Materials item (spec §2): the member reaches them from
 * the menu's 'Benefits' (the benefits summary), through its link.
 */
async function medicareMaterialsFromSummary(page: Page): Promise<void> {
  const panel = await openSubmenu(page, primaryNav(page), 'Benefits');
  await expect(visible(menuEntry(panel, 'Medicare Materials'))).toHaveCount(0);
  await visible(menuEntry(panel, 'Benefits')).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benefits summary');
  await section(page, 'Medicare materials').getByRole('link', { name: 'See your Medicare materials' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medicare materials');
}

/** axe at the three widths of spec §4's breakpoints, back at desktop after. */
async function checkAtWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page, `${label} at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// Each test visits several pages with axe at three widths each: generous for a loaded 2-core machine.
test.beforeEach(() => test.setTimeout(180_000));

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const cardLink = (region: Locator, name: string | RegExp) => region.getByRole('link', { name });

test('subscriber (main): all programs by displayOrder, each going where its program goes; a program’s page with its child resources; an unknown id is the 404 page', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await viaMenu(page, 'Benefits', 'Programs', 'Programs');
  const list = section(page, 'Programs available to you');
  await expect(list.getByRole('listitem')).toHaveCount(12);
  const names = (await list.getByRole('listitem').getByRole('link').allInnerTexts()).map((n) => n.replace('(opens in a new tab)', '').trim());
  expect(names).toEqual([
    'Text a doctor', 'Call a nurse', 'Choose healthy', 'Mobile therapy', 'Behavioral health', 'Oral health', 'Active and fit',
    'Supplemental vision', 'Healthcare cost estimator', 'Dental cost estimator', 'Pharmacy benefit manager', 'Digital claims',
  ]);
  await expect(cardLink(list, /^Text a doctor/)).toHaveAttribute('href', 'https://telehealth.example.com');
  await expect(cardLink(list, /^Text a doctor/)).not.toHaveAttribute('target');
  await expect(cardLink(list, /^Digital claims/)).toHaveAttribute('target', '_blank');
  await expect(list.getByText('Registered nurses answer your health questions 24 hours a day, 7 days a week.')).toBeVisible();
  await checkAtWidths(page, 'programs');

  await cardLink(list, 'Behavioral health').click();
  await expect(page).toHaveURL(/\/benefits\/programs\/80$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program details');
  const details = section(page, 'Behavioral health');
  await expect(details.getByText('Confidential counselling and care coordination for mental health and substance use.')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Categories' })).toHaveText('Behavioral health');
  await expect(details.getByRole('heading', { name: 'Related resources' })).toBeVisible();
  await expect(cardLink(details, /^Mobile therapy/)).toHaveAttribute('href', 'https://therapy.example.com');
  await expect(cardLink(details, 'Call a nurse')).toHaveAttribute('href', '/benefits/programs/13');
  await checkAtWidths(page, 'program details');

  await page.goto(page.url().replace(/\/80$/, '/999'));
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
});

test('subscriber (main): referrals page by page, filtered by status, member and provider, and without expired ones', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await viaMenu(page, 'Benefits', 'Referrals', 'Referrals');
  const referrals = section(page, 'Your referrals');
  await expect(referrals.getByText('Showing 1–5 of 8 referrals')).toBeVisible();
  await expect(referrals.getByRole('heading', { level: 3 }).first()).toHaveText('Willamette Dermatology');
  await expect(referrals.getByText('Page 1 of 2')).toBeVisible();
  await checkAtWidths(page, 'referrals');

  await referrals.getByRole('button', { name: 'Next page' }).click();
  await expect(referrals.getByText('Showing 6–8 of 8 referrals')).toBeVisible();
  await expect(referrals.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await referrals.getByRole('button', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(referrals.getByText('Showing 1–5 of 8 referrals')).toBeVisible();

  await referrals.getByLabel('Status').selectOption({ label: 'Expired' });
  await expect(referrals.getByText('Showing 1–3 of 3 referrals')).toBeVisible();
  await referrals.getByLabel('Member').selectOption({ label: 'Riley Rivera' });
  await expect(referrals.getByText('Showing 1–1 of 1 referrals')).toBeVisible();
  await expect(referrals.getByRole('heading', { level: 3 })).toHaveText('Willamette Dermatology');
  await referrals.getByLabel('Exclude expired referrals').check();
  await expect(referrals.getByText('No referrals match these filters.')).toBeVisible();
  await referrals.getByRole('button', { name: 'Clear filters' }).click();
  await referrals.getByLabel('Referred to').selectOption({ label: 'Providence Heart Clinic' });
  await expect(referrals.getByText('Showing 1–2 of 2 referrals')).toBeVisible();
  expect(page.url()).not.toContain('7001');
});

test('minordep (main, a dependent): only her own referrals, and the handbooks of the family’s plan', async ({ page }) => {
  await signIn(page, personas.minordep);
  await viaMenu(page, 'Benefits', 'Referrals', 'Referrals');
  const referrals = section(page, 'Your referrals');
  await expect(referrals.getByText('Showing 1–2 of 2 referrals')).toBeVisible();
  await expect(referrals.getByLabel('Member').locator('option')).toHaveText(['All members', 'Riley Rivera']);
  await expect(referrals.getByText('Dana Rivera')).toHaveCount(0);

  await viaMenu(page, 'Benefits', 'Handbooks', 'Handbooks');
  await expect(section(page, 'Outline of coverage').getByRole('link', { name: /View the outline of coverage/ })).toHaveAttribute(
    'href', 'https://docs.example.com/summit/outline-of-coverage-individual-ppo-500.pdf');
  await expect(section(page, 'Plan handbooks').getByRole('link', { name: /Summit Individual & Family member handbook/ })).toBeVisible();
  await checkAtWidths(page, 'handbooks');
});

test('subscriber (main): certificate of coverage, prior authorization and forms from the Benefits menu, and Pharmacy from the Claims/EOBs menu', async ({ page }) => {
  await signIn(page, personas.subscriber);
  await viaMenu(page, 'Benefits', 'Certificate of coverage', 'Certificate of coverage');
  await expect(section(page, 'Your certificate of coverage').getByRole('link', { name: /Summit Individual PPO \$500/ })).toBeVisible();
  await checkAtWidths(page, 'certificate of coverage');

  await viaMenu(page, 'Benefits', 'Prior authorization', 'Prior authorization');
  await expect(section(page, 'Services that need approval').getByRole('link', { name: /Services that need prior authorization/ })).toBeVisible();
  await expect(section(page, 'Forms').getByRole('link', { name: /Appeal form/ })).toBeVisible();
  await checkAtWidths(page, 'prior authorization');

  await viaMenu(page, 'Claims/EOBs', 'Pharmacy', 'Pharmacy');
  const pbm = section(page, 'Your pharmacy benefit manager');
  await expect(pbm.getByText('Check drug prices, refill prescriptions by mail and find an in-network pharmacy.')).toBeVisible();
  await expect(pbm.getByRole('link', { name: /Go to the pharmacy benefit manager's site/ })).toHaveAttribute('href', 'https://www.navitus.example/members');
  await expect(pbm.getByRole('link', { name: 'See your pharmacy benefits' })).toHaveAttribute('href', '/benefits/pharmacy');
  await checkAtWidths(page, 'pharmacy');
});

test('medicare (regional): Medicare materials from the benefits summary, the Medicare plan’s handbook, and programs', async ({ page }) => {
  await signIn(page, personas.medicare);
  await medicareMaterialsFromSummary(page);
  const materials = section(page, 'Your Medicare materials');
  await expect(materials.getByRole('link').first()).toContainText('Annual Notice of Change');
  await expect(materials.getByRole('link', { name: /Evidence of Coverage/ })).toHaveAttribute('href', '/resource-download?document=eoc');
  await checkAtWidths(page, 'Medicare materials');

  await viaMenu(page, 'Benefits', 'Handbooks', 'Handbooks');
  await expect(section(page, 'Plan handbooks').getByRole('link', { name: /Riverbend Medicare Advantage member handbook/ })).toBeVisible();
  await expect(section(page, 'Outline of coverage').getByText('Your plan has no outline of coverage.')).toBeVisible();

  await viaMenu(page, 'Benefits', 'Programs', 'Programs');
  await expect(cardLink(section(page, 'Programs available to you'), 'Passport Dental')).toHaveAttribute('href', '/passport-dental');
});

test('Medicare materials: a 403 is an empty list; another failure is the error page with its status (spec §6, §8)', async ({ page, request }) => {
  const inject = await faultsFor(page, request);
  await signIn(page, personas.medicare);
  await inject({ path: '/api/medicare-materials', status: 403, times: 1 });
  await medicareMaterialsFromSummary(page);
  await expect(section(page, 'Your Medicare materials').getByText('There are no Medicare materials for your plan.')).toBeVisible();
  await checkA11y(page, 'Medicare materials, empty');

  await inject({ path: '/api/medicare-materials', status: 503, times: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { name: "Sorry, we're unable to handle your request at this time." })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/benefits/medicare-materials');
});

// Issue 29: the partner plan has no Programs page (spec §2: Programs, not partner plan), so its home's Programs tile
// offers no 'View all programs'; its programs still lead where they go (menus-gating.spec.ts opens /benefits/programs).
test('partnerdep (partner): the home Programs tile without "View all programs", dental destinations from the tools; no program 37, so /navitus is the 404 page', async ({ page }) => {
  await signIn(page, personas.partnerdep);
  const programs = section(page, 'Programs');
  await expect(programs.getByRole('link').first()).toBeVisible();
  await expect(programs.getByRole('link', { name: 'View all programs', exact: true })).toHaveCount(0);
  const tools = section(page, 'Tools');
  await expect(cardLink(tools, /^Passport Dental/)).toHaveAttribute('href', '/passport-dental');
  await expect(cardLink(tools, /^Find a dentist/)).toHaveAttribute('href', '/find-care/find-a-dentist');

  await page.goto(page.url().replace(/\/home$/, '/navitus'));
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
});

test('hospital: programs and the handbooks of its plan, reached from the Benefits menu', async ({ page }) => {
  await signIn(page, personas.hospital);
  await viaMenu(page, 'Benefits', 'Programs', 'Programs');
  await expect(cardLink(section(page, 'Programs available to you'), 'Behavioral health')).toHaveAttribute('href', '/benefits/programs/80');
  await viaMenu(page, 'Benefits', 'Handbooks', 'Handbooks');
  await expect(section(page, 'Plan handbooks').getByRole('link', { name: /member handbook/ })).toBeVisible();
  await checkAtWidths(page, 'hospital handbooks');
});

test("subscriber (main): a plan document downloads on /resource-download, is offered to save, and Back returns; a failed download says so with 'Try again'", async ({ page, request }) => {
  const inject = await faultsFor(page, request);
  await signIn(page, personas.subscriber);
  const coc = page.url().replace(/\/home$/, '/benefits/certificate-of-coverage');
  await page.goto(coc);
  await section(page, 'Your certificate of coverage').getByRole('link', { name: /Summit Individual PPO \$500/ }).click();
  await expect(page).toHaveURL(/\/resource-download\?document=coc-medical$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your document is ready');
  const save = page.getByRole('link', { name: 'Save the document (PDF)' });
  await expect(save).toHaveAttribute('download', 'coc-medical.pdf');
  const download = page.waitForEvent('download');
  await save.click();
  expect((await download).suggestedFilename()).toBe('coc-medical.pdf');
  await checkAtWidths(page, 'resource download');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(coc);

  await inject({ path: '/api/documents/coc-medical', status: 500, times: 1 });
  await page.goto(coc.replace(/\/benefits\/certificate-of-coverage$/, '/resource-download?document=coc-medical'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't download your document");
  await expect(page.getByRole('alert')).toHaveText('Temporarily unable to access resource. Please try again later.');
  await checkA11y(page, 'resource download failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your document is ready');
});

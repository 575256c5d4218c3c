// Issue 13: the care options pages (spec §2 "Find care submenu", "Passport Dental page"; §7 programs/sitecore).
// /find-care's cards are the manifest's Find care submenu; /find-care/resources the member's care programs and the
// brand's links; /find-care/find-a-dentist and /passport-dental the dental pages (program 92, program 27).
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { personas } from '../fixtures/personas';
import { entryNames, openSubmenu, primaryNav } from '../fixtures/shell';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths on two pages: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const NOT_FOUND = "Sorry, it looks like we can't find that page.";
const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The phone-width bottom navigation's 'Find Care' (the submenu's own entries are its items; the landing is here). */
async function openFindCare(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('navigation').getByRole('link', { name: 'Find Care', exact: true }).click();
  await expect(page).toHaveURL(/\/find-care$/);
  await expect(h1(page)).toHaveText('Find care');
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('subscriber (main): the Find care menu, the care option cards with Primary care, then the care resources', async ({ page }) => {
  await loginHome(page, 'main', personas.subscriber.username);
  const findCare = await openSubmenu(page, primaryNav(page), 'Find care');
  expect(await entryNames(findCare)).toEqual(['Find care resources', 'Primary care']);
  await page.keyboard.press('Escape');

  await openFindCare(page);
  const options = section(page, 'Your care options');
  await expect(options.getByRole('heading', { level: 3 })).toHaveText(['Find care resources', 'Primary care']);
  await expect(options.getByRole('link', { name: 'Primary care', exact: true })).toHaveAttribute('href', '/find-care/primary-care');
  await expect(options.getByText('See or change the primary care provider of each member of your plan.')).toBeVisible();
  await checkA11yAtWidths(page, 'find care');

  await options.getByRole('link', { name: 'Find care resources', exact: true }).click();
  await expect(page).toHaveURL(/\/find-care\/resources$/);
  await expect(h1(page)).toHaveText('Find care resources');
  const programs = section(page, 'Care resources and tools');
  // The member's care programs in the manifest's order (13, 8, 1, 33, 80, 70): the subscriber has them all.
  await expect(programs.getByRole('listitem').getByRole('link')).toHaveText([
    /^Call a nurse/, /^Text a doctor/, /^Healthcare cost estimator/, /^Dental cost estimator/, /^Behavioral health/, /^Mobile therapy/,
  ]);
  await expect(programs.getByRole('link', { name: 'Call a nurse' })).toHaveAttribute('href', '/benefits/programs/13');
  const doctor = section(page, 'More ways to get care').getByRole('link', { name: /^Find a doctor/ });
  await expect(doctor).toHaveAttribute('href', 'https://www.summithealth.example/find-a-doctor');
  await expect(doctor).toHaveAttribute('target', '_blank');
  await checkA11yAtWidths(page, 'find care resources');
});

test('partnerdep (partner): only the dentist finder, then Passport Dental with its phone number and receipt list', async ({ page }) => {
  await loginHome(page, 'partner', personas.partnerdep.username);
  await openFindCare(page);
  const options = section(page, 'Your care options');
  await expect(options.getByRole('heading', { level: 3 })).toHaveText(['Find a dentist']);

  await options.getByRole('link', { name: 'Find a dentist', exact: true }).click();
  await expect(page).toHaveURL(/\/find-care\/find-a-dentist$/);
  await expect(h1(page)).toHaveText('Find a dentist');
  await expect(section(page, 'In-network dentists').getByRole('link', { name: /^Find in-network dentist/ })).toHaveAttribute(
    'href',
    'https://www.summitdental.example/find-a-dentist',
  );
  const dental = section(page, 'More for your dental care');
  await expect(dental.getByRole('link', { name: /^Dental cost estimator/ })).toHaveAttribute('href', 'https://estimator.example.com/dental');
  await dental.getByRole('link', { name: 'Passport Dental', exact: true }).click();

  await expect(page).toHaveURL(/\/passport-dental$/);
  await expect(h1(page)).toHaveText('Passport Dental');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Find a dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist');
  const abroad = section(page, 'Dental care outside the United States');
  // The number comes from the program's details (GET programs/sitecore?programId=27).
  await expect(abroad.getByRole('link', { name: '+1-503-555-0190' })).toHaveAttribute('href', 'tel:+15035550190');
  await expect(abroad.getByRole('heading', { name: 'Submitting a claim' })).toBeVisible();
  await expect(abroad.getByRole('listitem')).toHaveText([
    "The dentist's name and address, including the country",
    "The member's name and date of birth",
    'A description of the services',
    'The tooth numbers and surfaces treated',
    'The charge for each service and its currency',
  ]);
  await expect(abroad.getByText('Out-of-network limits apply to dental care you receive outside the United States.')).toBeVisible();
  await expect(section(page, 'Dentists in the network').getByRole('link', { name: /^Find in-network dentist/ })).toHaveAttribute(
    'href',
    'https://www.summitdental.example/find-a-dentist',
  );
  await checkA11yAtWidths(page, 'passport dental');
});

test("medicare (regional): 'Find in-network dentist' carries the plan parameter; the main brand's subscriber gets the 404 page", async ({ page }) => {
  await loginHome(page, 'regional', personas.medicare.username);
  await page.goto(brandUrl('regional', '/passport-dental'));
  await expect(h1(page)).toHaveText('Passport Dental');
  await expect(section(page, 'Dental care outside the United States').getByRole('link', { name: '+1-503-555-0190' })).toBeVisible();
  await expect(section(page, 'Dentists in the network').getByRole('link', { name: /^Find in-network dentist/ })).toHaveAttribute(
    'href',
    'https://www.summitdental.example/find-a-dentist?plan=medicare',
  );
  // Its back link leads to a page a Medicare member has (dental coverage and program 27), not the 404 page.
  await page.getByRole('link', { name: 'Back to Find a dentist' }).click();
  await expect(h1(page)).toHaveText('Find a dentist');

  // The main brand's subscriber has no program 27 (another host: a session of its own).
  await loginHome(page, 'main', personas.subscriber.username);
  await page.goto(brandUrl('main', '/passport-dental'));
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
});

// Issue 30: every brand's language-assistance notice (ACA section 1557: taglines, each in its own language, the
// notice of non-discrimination, a complaint to HHS) and accessibility statement, reached from the footer of any page,
// signed out on every brand and signed in on one, and read at 320 px (axe at three widths on each; the reflow spec
// measures every public page at 320 px too, from the pages' declarations).
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { brands, brandUrl, type Brand } from '../fixtures/brands';
import { expect, loginHome, test } from '../fixtures/test';

// Axe at three widths on two pages of each brand: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

/** What each brand's pages say that is its own: a tagline's number, its languages' count, its reporting line. */
const expected: Record<Brand, { name: string; taglinePhone: string; coordinator: string; reportPhone: string }> = {
  main: { name: 'Summit Health Plan', taglinePhone: '800-555-0101', coordinator: 'civilrights@summithealth.example', reportPhone: '800-555-0100' },
  regional: { name: 'Riverbend Medicare Plan', taglinePhone: '800-555-0121', coordinator: 'civilrights@riverbendmedicare.example', reportPhone: '800-555-0120' },
  partner: { name: 'Harbor Partner Plan', taglinePhone: '800-555-0141', coordinator: 'civilrights@harborpartnerplan.example', reportPhone: '800-555-0140' },
  hospital: { name: 'Lakeside Hospital Health Plan', taglinePhone: '800-555-0162', coordinator: 'civilrights@lakesidehospitalplan.example', reportPhone: '800-555-0160' },
};

const policies = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });

async function readLanguageAssistance(page: Page, brand: Brand) {
  const { name, taglinePhone, coordinator } = expected[brand];
  await expect(page).toHaveURL(/\/language-assistance$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Language assistance and non-discrimination');
  await expect(heading).toBeFocused();
  const taglines = page.getByRole('main').getByRole('region', { name: 'Free language assistance' });
  const entries = taglines.getByRole('listitem');
  await expect(entries).toHaveCount(15);
  // Each tagline in its own language, with the brand's number: Spanish first everywhere.
  await expect(entries.first()).toHaveAttribute('lang', 'es');
  await expect(entries.first()).toContainText(`Llame al ${taglinePhone} (TTY: 711).`);
  for (const entry of await entries.all()) {
    const lang = await entry.getAttribute('lang');
    await expect(entry, `${lang}'s direction`).toHaveAttribute('dir', lang === 'ar' || lang === 'fa' ? 'rtl' : 'ltr');
    await expect(entry).toContainText(taglinePhone);
  }
  const notice = page.getByRole('main').getByRole('region', { name: 'Notice of non-discrimination' });
  await expect(notice).toContainText(`${name} complies with applicable federal civil rights laws`);
  await expect(notice.getByRole('link', { name: coordinator })).toHaveAttribute('href', `mailto:${coordinator}`);
  const complaint = page.getByRole('main').getByRole('region', { name: 'File a complaint with the U.S. Department of Health and Human Services' });
  await expect(complaint.getByRole('link', { name: /Office for Civil Rights Complaint Portal/ })).toHaveAttribute(
    'href', 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
  );
  await checkA11yAtWidths(page, `${brand} /language-assistance`);
}

async function readAccessibility(page: Page, brand: Brand) {
  const { name, reportPhone } = expected[brand];
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  const statement = page.getByRole('main').getByRole('region', { name: `Accessibility of the ${name} member dashboard` });
  await expect(statement).toContainText('Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA');
  await expect(statement.getByRole('heading', { level: 3, name: 'Report a barrier' })).toBeVisible();
  await expect(statement.getByRole('link', { name: reportPhone })).toHaveAttribute('href', `tel:${reportPhone.replace(/-/g, '')}`);
  await expect(statement).toContainText('This statement was last reviewed on December 1, 2026.');
  await checkA11yAtWidths(page, `${brand} /accessibility`);
}

for (const brand of brands) {
  test(`${brand}, signed out: both notices from the login page's footer, in the minimal layout`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/login'));
    await policies(page).getByRole('link', { name: 'Language assistance and non-discrimination' }).click();
    await readLanguageAssistance(page, brand);
    await policies(page).getByRole('link', { name: 'Accessibility' }).click();
    await readAccessibility(page, brand);
  });
}

test('main, signed in: both notices from the footer of home, in this window and the minimal layout; still signed in after', async ({ page, context }) => {
  await loginHome(page, 'main', 'subscriber');
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  const link = policies(page).getByRole('link', { name: 'Language assistance and non-discrimination' });
  await expect(link).not.toHaveAttribute('target');
  await link.click();
  await readLanguageAssistance(page, 'main');
  // The minimal layout, signed in or not: no member menus, the footer still there.
  await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  await policies(page).getByRole('link', { name: 'Accessibility' }).click();
  await readAccessibility(page, 'main');
  expect(context.pages()).toHaveLength(1);
  // Still signed in: the utility menu offers Log out, and home opens without signing in again.
  await expect(page.getByRole('button', { name: 'Log out' }).or(page.getByRole('link', { name: 'Log out' })).first()).toBeVisible();
  await page.goto(brandUrl('main', '/home'));
  await expect(page).toHaveURL(/\/home$/);
});

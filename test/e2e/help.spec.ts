// Issue 14: the help pages. /contact-us signed out (spec §2 Contact-us: departments, TTY, the Holidays panel from
// message/calendar/domain/{domainId}, back link to login; spec §9's Medicare seasonal hours), the unsafe holiday HTML
// of the fifth test brand (test/fixtures/fifth-brand/calendars/fifth.html) running nothing, and the signed-in
// /support/customer-service and /account/support (help center: questions, contact options, forms, live chat).
import type { Page } from '@playwright/test';
import { checkA11yAtWidths } from '../fixtures/a11y';
import { brandUrl } from '../fixtures/brands';
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

// Axe at three widths: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const entry = (page: Page, name: string) =>
  region(page, 'Phone, email and hours').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('signed out: /contact-us lists the departments, TTY, holidays and the way back to log in; the Medicare brand names its season', async ({ page }) => {
  await gotoBrand(page, 'main', '/login');
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(region(page, 'Phone, email and hours').getByRole('heading', { level: 3 })).toHaveText([
    'Dashboard access', 'Medical', 'Dental', 'Pharmacy', 'OEBB', 'PEBB', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY',
  ]);
  // Spec §2: one Dental department with its Alaska and Oregon e-mails.
  const dental = entry(page, 'Dental');
  await expect(dental.getByRole('link', { name: '800-555-0102' })).toHaveAttribute('href', 'tel:8005550102');
  await expect(dental.getByRole('link', { name: 'dental.alaska@summithealth.example' })).toHaveAttribute('href', 'mailto:dental.alaska@summithealth.example');
  await expect(dental.getByRole('link', { name: 'dental.oregon@summithealth.example' })).toHaveAttribute('href', 'mailto:dental.oregon@summithealth.example');
  await expect(dental).toContainText('Monday through Friday, 8 a.m. to 5 p.m. Pacific time');
  await expect(entry(page, 'TTY').getByRole('link', { name: 'Call 711' })).toHaveAttribute('href', 'tel:711');
  const holidays = region(page, 'Holidays');
  await expect(holidays.getByRole('table').first()).toBeVisible();
  await expect(holidays).toContainText('Thanksgiving Day');
  await checkA11yAtWidths(page, '/contact-us');
  await page.getByRole('main').getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Spec §9 on the regional (Medicare) brand, on June 15 in Portland: outside customer service's season (Oct 1–Mar 31),
  // whose other hours the spec does not give; Medicare Advantage's weekday season is today's.
  await page.clock.setFixedTime(new Date('2026-06-15T19:00:00Z'));
  await page.goto(brandUrl('regional', '/contact-us'));
  const service = entry(page, 'Customer service');
  await expect(service).toContainText('October 1 to March 31: Every day, 7 a.m. to 8 p.m. Pacific time');
  await expect(service).toContainText("Hours outside these dates are in your plan's documents.");
  await expect(service.getByRole('listitem').filter({ hasText: /^Hours now:/ })).toHaveCount(0);
  await expect(entry(page, 'Medicare Advantage').getByRole('listitem').filter({ hasText: /^Hours now:/ })).toContainText('February 15 to September 30');
  await expect(entry(page, 'Member Dashboard account access')).toContainText('Monday through Friday, 7:30 a.m. to 5:30 p.m. Pacific time');
  await expect(entry(page, 'TTY')).toHaveCount(0);
});

test('fifth brand: the unsafe holiday calendar shows its table and runs nothing', async ({ page }) => {
  await gotoBrand(page, 'fifth', '/contact-us');
  const holidays = region(page, 'Holidays');
  await expect(holidays.getByRole('table', { name: 'Holidays' })).toBeVisible();
  await expect(holidays.getByRole('row')).toHaveCount(4);
  // Hover the table (its onmouseover) and click the link (its javascript: address) as a member might.
  await holidays.getByRole('table').hover();
  await holidays.getByText('Holiday hours for pharmacies').click();
  const found = await holidays.evaluate((panel) => {
    const w = window as unknown as Record<string, unknown>;
    const attributes = [...panel.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    return {
      markers: ['__holidayScriptRan', '__holidayOnerrorRan', '__holidayLinkRan'].filter((name) => name in w),
      scripts: panel.querySelectorAll('script').length,
      handlers: attributes.filter((a) => /^on/i.test(a)),
      javascript: attributes.filter((a) => /javascript:/i.test(a)),
    };
  });
  expect(found).toEqual({ markers: [], scripts: 0, handlers: [], javascript: [] });
});

test('subscriber: customer service with live chat on demand, and the help center by keyboard', async ({ page }) => {
  await loginHome(page, 'main', 'subscriber');
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/chat/')) chatRequests.push(request.url());
  });
  await page.getByRole('navigation', { name: 'Utility' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/support\/customer-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer service');
  await expect(entry(page, 'Medical').getByRole('link', { name: '800-555-0101' })).toHaveAttribute('href', 'tel:8005550101');
  await expect(region(page, 'Holidays').getByRole('table').first()).toBeVisible();
  // Spec §7's configured customer-service message and contact email.
  await expect(region(page, 'A message from customer service')).toContainText('Open enrollment is busy');
  await expect(region(page, 'Write to us').getByRole('link', { name: 'memberservices@summithealth.example' })).toHaveAttribute(
    'href', 'mailto:memberservices@summithealth.example',
  );
  const launcher = region(page, 'Live chat').getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  await checkA11yAtWidths(page, '/support/customer-service');
  expect(chatRequests).toEqual([]);
  await launcher.click();
  const chat = page.frameLocator('iframe[title="Live chat with member services"]');
  await expect(chat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(chat.getByText('Queue: member-services, group individual-plans.')).toBeVisible();
  expect(chatRequests).toHaveLength(1);

  await page.goto(brandUrl('main', '/account/support'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  const questions = region(page, 'Common questions');
  const question = questions.getByText('How do I check the status of a claim?');
  const answer = questions.getByText(/Each claim shows its status/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await expect(region(page, 'Contact us').getByRole('link', { name: 'All phone numbers, emails and hours' })).toHaveAttribute(
    'href', '/support/customer-service',
  );
  await expect(region(page, 'Forms').getByRole('link', { name: /Appeal form/ })).toBeVisible();
  await expect(region(page, 'Live chat').getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await checkA11yAtWidths(page, '/account/support');
});

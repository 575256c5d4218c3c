// Group selection, select-group and log-in-as (spec §2, §4, §5), as the multigroup and staff personas meet them.
import type { APIRequestContext, Page } from '@playwright/test';
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { expect, login, test } from '../fixtures/test';

const CASCADE = 'Cascade Health 360';
const CEDAR = 'Cedar Valley School District';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const card = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });
/** The group bar's 'Change group' link, which names the group signed in to. */
const groupBar = (page: Page) => page.getByRole('link', { name: /Change group/ });

async function chooseOnGroupSelection(page: Page, group: string) {
  expect(await login(page, 'main', 'multigroup')).toBe('/group-selection');
  await expect(heading(page, 'Select a group plan')).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(2);
  await expect(card(page, CASCADE)).toContainText('10005360');
  await expect(card(page, CEDAR)).toContainText('10001450');
  await card(page, group).getByRole('button', { name: 'Log in to account' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(heading(page, 'Welcome, Jamie')).toBeVisible();
  await expect(groupBar(page)).toContainText(group);
}

test('multigroup: the group tied to the sign-in goes home; Change group shows the plan statuses and View group switches', async ({ page, a11y }) => {
  await chooseOnGroupSelection(page, CASCADE);
  await a11y.check(page, 'home of the 360 group');

  await groupBar(page).click();
  await page.waitForURL((url) => url.pathname === '/select-group');
  await expect(heading(page, 'Select a group')).toBeVisible();
  const cedar = card(page, CEDAR);
  const statuses = cedar.getByRole('table', { name: 'Plan status' }).getByRole('row');
  await expect(statuses).toHaveText(['Plan Status', 'Medical No plan', 'Dental Active', 'Vision Active', 'Pharmacy No plan'], {
    useInnerText: true,
  });
  await expect(card(page, CASCADE)).toContainText('You are viewing this group.');
  await a11y.check(page, 'select-group');

  await cedar.getByRole('button', { name: 'View group' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(groupBar(page)).toContainText(CEDAR);
});

test('multigroup: choosing the other group on group selection switches to it and goes home', async ({ page }) => {
  await chooseOnGroupSelection(page, CEDAR);
});

/** A persona's date of birth as mm/dd/yyyy, read from the gateway the way the app reads it. */
async function dateOfBirthOf(request: APIRequestContext, username: string, domainId: number): Promise<string> {
  const signIn = await request.post(`${GATEWAY_ORIGIN}/api/token`, { data: { username, password: DEMO_PASSWORD, domainId } });
  const { token } = (await signIn.json()) as { token: string };
  const account = await request.get(`${GATEWAY_ORIGIN}/api/account`, { headers: { authorization: `Bearer ${token}` } });
  const [year, month, day] = ((await account.json()) as { member: { dateOfBirth: string } }).member.dateOfBirth.split('-');
  return `${month}/${day}/${year}`;
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
}

test('staffany: Login as anyone checks the form, shows the server message, and continues as the subscriber', async ({ page, a11y }) => {
  expect(await login(page, 'regional', 'staffany')).toBe('/login-as');
  await expect(heading(page, 'Login as anyone')).toBeVisible();
  const main = page.getByRole('main');
  const subscriberId = main.getByLabel('Subscriber ID', { exact: true });

  await main.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(main.getByText('Subscriber ID is a required field')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(/First name, last name, and date of birth required unless selecting 'Continue as subscriber'/);

  await subscriberId.fill('MA20');
  await main.getByLabel('Date of birth', { exact: true }).fill(tomorrow());
  await main.getByRole('button', { name: 'Continue as subscriber' }).click();
  await expect(main.getByText('Invalid subscriber ID')).toBeVisible();
  await expect(main.getByText('Date of birth must not be after today')).toBeVisible();
  await a11y.check(page, 'login-as with validation messages');

  await subscriberId.fill('MA9999999');
  await main.getByRole('button', { name: 'Continue as subscriber' }).click();
  const notFound = 'No member matches that subscriber ID and those details.';
  await expect(main.getByRole('alert')).toHaveText(new RegExp(notFound));

  await subscriberId.fill('MA2000451');
  await expect(main.getByText(notFound)).toHaveCount(0);
  await main.getByRole('button', { name: 'Continue as subscriber' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(heading(page, 'Welcome, Harold')).toBeVisible();
});

test('staffnonemp: Login as non-employee signs in as a specific member, never as an insurer employee', async ({ page, request }) => {
  const nadiaBorn = await dateOfBirthOf(request, 'partnerdep', 5);
  expect(await login(page, 'partner', 'staffnonemp')).toBe('/login-as');
  await expect(heading(page, 'Login as non-employee')).toBeVisible();
  const main = page.getByRole('main');

  await main.getByLabel('Subscriber ID', { exact: true }).fill('PD3001009');
  await main.getByRole('button', { name: 'Continue as subscriber' }).click();
  await expect(main.getByRole('alert')).toHaveText(/No member matches/);

  await main.getByLabel('First name', { exact: true }).fill('Nadia');
  await main.getByLabel('Last name', { exact: true }).fill('Bell');
  await main.getByLabel('Date of birth', { exact: true }).fill(nadiaBorn);
  await main.getByLabel('Subscriber ID', { exact: true }).fill('PD3000117');
  await main.getByRole('checkbox', { name: 'Prevent navigation to the CRM' }).check();
  await main.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(heading(page, 'Welcome, Nadia')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('md.noCrmNavigation'))).toBe('true');
});

test('a member who is not staff gets the not-found page at /login-as', async ({ page }) => {
  await login(page, 'partner', 'partnerdep');
  await page.goto(brandUrl('partner', '/login-as'));
  await expect(heading(page, "Sorry, it looks like we can't find that page.")).toBeVisible();
  await expect(page).toHaveURL(/\/login-as$/);
});

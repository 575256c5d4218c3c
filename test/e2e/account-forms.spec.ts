// Registration, forgot username, forgot password (with its reset) and change password, end to end against the
// gateway. Each test sends its own demo scope (x-demo-scope), so the accounts it creates or changes are its own:
// tests running in parallel (and their demo resets) never see them.
import type { APIRequestContext, Page } from '@playwright/test';
import { GATEWAY_ORIGIN } from '../fixtures/brands';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { expect, gotoBrand, login, test } from '../fixtures/test';
import { useOwnDemoScope } from '../fixtures/demo-scope';

const NEW_PASSWORD = 'Brand3new!';
const isolate = (page: Page) => useOwnDemoScope(page, 'forms');

interface OutboxMessage {
  username: string;
  kind: string;
  body: string;
  code?: string;
}

/** The emails the gateway would have sent to an address or username (demo outbox). */
async function outbox(request: APIRequestContext, headers: Record<string, string>, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${GATEWAY_ORIGIN}/api/__demo/outbox?to=${encodeURIComponent(to)}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Chris Rivera, the spouse in the subscriber's family, has no login; his details as the subscriber sees them. */
async function chrisDetails(request: APIRequestContext) {
  const token = await request.post(`${GATEWAY_ORIGIN}/api/token`, { data: { username: 'subscriber', password: DEMO_PASSWORD, domainId: 1 } });
  const { token: bearer } = (await token.json()) as { token: string };
  const account = await request.get(`${GATEWAY_ORIGIN}/api/account`, { headers: { authorization: `Bearer ${bearer}` } });
  const body = (await account.json()) as { family: { subscriberId: string }; members: { firstName: string; dateOfBirth: string }[] };
  const iso = body.members.find((m) => m.firstName === 'Chris')?.dateOfBirth ?? '';
  return { subscriberId: body.family.subscriberId, dateOfBirth: `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` };
}

/** Records the account-form calls the page sends from now on. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

test('registration: a member without a login creates one, then logs in with it', async ({ page, request, a11y }) => {
  test.slow(); // a whole flow over several pages, with axe on each
  await isolate(page);
  const chris = await chrisDetails(request);
  await gotoBrand(page, 'main', '/login');
  await page.getByRole('main').getByRole('link', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await a11y.check(page, 'registration step 1');

  const main = page.getByRole('main');
  await main.getByLabel('Subscriber ID').fill(chris.subscriberId);
  await main.getByLabel('First name').fill('Chris');
  await main.getByLabel('Last name').fill('Rivera');
  await main.getByLabel('Date of birth').fill(chris.dateOfBirth);
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(main.getByRole('heading', { name: 'Step 2 of 2: Choose your login' })).toBeFocused();
  await main.getByLabel('Username', { exact: true }).fill('chrisr');
  await main.getByLabel('Password', { exact: true }).fill('Welcome22!');
  await main.getByLabel('Confirm password').fill('Welcome22!');
  await main.getByLabel('Email address').fill('chris.rivera@example.com');
  await main.getByLabel('Security question 1', { exact: true }).selectOption({ label: 'What was the name of your first pet?' });
  await main.getByLabel('Answer to security question 1').fill('Rex');
  await main.getByLabel('Security question 2', { exact: true }).selectOption({ label: 'In what city were you born?' });
  await main.getByLabel('Answer to security question 2').fill('Portland');
  await a11y.check(page, 'registration step 2');
  await main.getByRole('button', { name: 'Create account' }).click();

  await expect(main.getByText('Your account is ready.')).toBeVisible();
  await expect(main.getByText('Log in with your new username, chrisr.')).toBeVisible();
  await a11y.check(page, 'registration done');
  await main.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  expect(await login(page, 'main', 'chrisr', 'Welcome22!')).toBe('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chris');
});

test('forgot username: the username arrives by email', async ({ page, request, a11y }) => {
  const scope = await isolate(page);
  await gotoBrand(page, 'main', '/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot username', exact: true }).click();
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot username' })).toBeVisible();
  await main.getByLabel('Email address').fill('dana.rivera@example.com');
  await main.getByRole('button', { name: 'Email my username' }).click();
  await expect(main.getByText('Check your email.')).toBeVisible();
  await a11y.check(page, 'forgot username sent');

  const [message] = await outbox(request, scope, 'dana.rivera@example.com');
  expect(message).toMatchObject({ kind: 'usernameReminder', username: 'subscriber' });
  expect(message?.body).toContain('subscriber');
});

test('forgot password: a code by email resets the password, and the new one logs in', async ({ page, request, a11y }) => {
  test.slow(); // a whole flow over several pages, with axe on each
  const scope = await isolate(page);
  await gotoBrand(page, 'main', '/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password', exact: true }).click();
  const main = page.getByRole('main');
  // The login page has a Username field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await main.getByLabel('Username').fill('future');
  await main.getByRole('button', { name: 'Email me a code' }).click();
  await expect(main.getByRole('heading', { name: 'Check your email for a code.' })).toBeVisible();
  await a11y.check(page, 'reset step');

  const code = (await outbox(request, scope, 'future')).at(-1)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await main.getByLabel('Code').fill(code);
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByText('Your password has been reset.')).toBeVisible();
  await a11y.check(page, 'password reset');

  expect(await login(page, 'main', 'future', NEW_PASSWORD)).toBe('/home');
});

test('newuser (INI) must change the password first, then lands home; the new password works after logout', async ({ page, a11y }) => {
  test.slow(); // a whole flow over several pages, with axe on each
  await isolate(page);
  expect(await login(page, 'main', 'newuser')).toBe('/account/settings/change-password');
  const main = page.getByRole('main');
  await expect(main.getByText('You need to change your password.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
  await expect(main.getByRole('alert')).toContainText('Change your password before you continue.');
  await expect(page).toHaveURL(/\/account\/settings\/change-password$/);
  await a11y.check(page, 'navigation held');

  await main.getByLabel('Current password').fill(DEMO_PASSWORD);
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await gotoBrand(page, 'main', '/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await login(page, 'main', 'newuser', NEW_PASSWORD)).toBe('/home');
});

test.describe('each form refuses bad input with the spec message and sends nothing', () => {
  test('registration', async ({ page }) => {
    await isolate(page);
    await gotoBrand(page, 'main', '/registration');
    const writes = recordWrites(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByText('Subscriber ID is a required field')).toBeVisible();
    await expect(main.getByLabel('Subscriber ID')).toBeFocused();
    await main.getByLabel('Subscriber ID').fill('MD-1');
    await main.getByLabel('Date of birth').fill('1978-03-04');
    await main.getByLabel('Date of birth').blur();
    await expect(main.getByText('Invalid subscriber ID')).toBeVisible();
    await expect(main.getByText('Date of birth must be mm/dd/yyyy')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(writes).toEqual([]);
  });

  test('forgot username', async ({ page }) => {
    await isolate(page);
    await gotoBrand(page, 'main', '/recovery/username');
    const writes = recordWrites(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email address').fill('dana@example');
    await main.getByRole('button', { name: 'Email my username' }).click();
    await expect(main.getByText('Invalid email address')).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('forgot password and its reset', async ({ page }) => {
    await isolate(page);
    await gotoBrand(page, 'main', '/recovery/password');
    const main = page.getByRole('main');
    let writes = recordWrites(page);
    await main.getByRole('button', { name: 'Email me a code' }).click();
    await expect(main.getByText('Username is a required field')).toBeVisible();
    expect(writes).toEqual([]);

    await main.getByLabel('Username').fill('future');
    await main.getByRole('button', { name: 'Email me a code' }).click();
    await expect(main.getByRole('heading', { name: 'Check your email for a code.' })).toBeVisible();
    writes = recordWrites(page);
    await main.getByLabel('Code').fill('12345');
    await main.getByLabel('New password', { exact: true }).fill('abc');
    await main.getByLabel('Confirm new password').fill('abd');
    await main.getByLabel('Confirm new password').blur();
    await expect(main.getByText('Invalid code')).toBeVisible();
    await expect(main.getByText('New password is under the character minimum')).toBeVisible();
    await expect(main.getByText('Confirm new password does not match')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(writes).toEqual([]);
  });

  test('change password', async ({ page }) => {
    await isolate(page);
    await login(page, 'main', 'subscriber');
    await gotoBrand(page, 'main', '/account/settings/change-password');
    const writes = recordWrites(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Current password is a required field')).toBeVisible();
    await expect(main.getByLabel('Current password')).toBeFocused();
    await main.getByLabel('New password', { exact: true }).fill('abcdefgh');
    await main.getByLabel('New password', { exact: true }).blur();
    await expect(main.getByText('Invalid new password')).toBeVisible();
    expect(writes).toEqual([]);
  });
});

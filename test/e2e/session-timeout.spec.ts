// Issue 30: an inactive member is signed out (WCAG 2.2.1), with the browser's clock moved by Playwright (page.clock):
// the warning 2 minutes before the end (main: 15 minutes), 'Stay signed in', the end on /login with its notice, the
// member API's own refusal of a token idle too long, and two tabs of one browser keeping each other alive and
// signing out together. Tokens are read from the browser's cookie and never printed.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { GATEWAY_ORIGIN, brandUrl } from '../fixtures/brands';
import { openAccountMenu } from '../fixtures/shell';
import { expect, login, test } from '../fixtures/test';

const WARNING = { name: 'Are you still there?' } as const;

async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'md_session');
  expect(cookie, 'a session cookie after login').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
}

const accountStatus = async (request: APIRequestContext, token: string) =>
  (await request.get(`${GATEWAY_ORIGIN}/api/account`, { headers: { authorization: `Bearer ${token}` } })).status();

/** Waits for the tab's POST session/activity (the member API noting the member's activity) and its 204. */
const activityNoted = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session/activity' && response.request().method() === 'POST');

/**
 * Signed in on /home with the tab's clock under the test's hand, its idle clock running: its chunk is loaded when
 * the browser is first idle after the page, so the test waits for it (the clock moved before it starts would be
 * moved for nothing).
 */
async function signedInWithClock(page: Page): Promise<void> {
  await page.clock.install();
  const watchLoaded = page.waitForResponse((response) => /\/assets\/IdleWatch-[^/]*\.js$/.test(new URL(response.url()).pathname), { timeout: 30_000 });
  await login(page, 'main', 'subscriber');
  await watchLoaded;
  await page.waitForLoadState('networkidle');
}

/** The seconds left on the warning's countdown ("Time left: 1:58" → 118). */
async function secondsLeft(page: Page): Promise<number> {
  const text = await page.getByRole('alertdialog', WARNING).getByText(/^Time left: \d+:\d\d$/).innerText();
  const [, minutes, seconds] = /(\d+):(\d\d)$/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/*
 * The tab's clock flows on its own between the test's moves (a sign-in and its axe check take real seconds), so each
 * move stops a minute short of a mark, and the next one goes past it; the exact marks are idle-session.test.ts's.
 */
test('warns 2 minutes before, stays signed in on request, and ends on /login with the reason', async ({ page, request, a11y }) => {
  await signedInWithClock(page);
  await page.clock.fastForward('12:00');
  await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);

  await page.clock.fastForward('01:30');
  const warning = page.getByRole('alertdialog', WARNING);
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAttribute('aria-modal', 'true');
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  const left = await secondsLeft(page);
  expect(left).toBeGreaterThan(10);
  expect(left).toBeLessThanOrEqual(90);
  await page.clock.runFor(5000);
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(left - 5);
  await a11y.check(page, 'the inactivity warning');

  const noted = activityNoted(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await noted).status()).toBe(204);
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The clock restarted at 'Stay signed in': no warning for 13 minutes more, then the end 2 minutes after it.
  await page.clock.fastForward('12:00');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(warning).toBeVisible();
  const token = await sessionToken(page.context());
  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/token' && response.request().method() === 'DELETE');
  await page.clock.fastForward('02:00');

  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByText('You were signed out')).toBeVisible();
  await expect(page.getByText('To protect your information, we signed you out after 15 minutes without activity. Log in again to continue.')).toBeVisible();
  expect((await loggedOut).status()).toBe(204);
  // Ended on the member API too, not only in this browser.
  expect(await accountStatus(request, token)).toBe(401);
});

test("the member API refuses a token idle longer than the brand's limit, whatever the browser's clock says", async ({ page, request }) => {
  await login(page, 'main', 'subscriber');
  const token = await sessionToken(page.context());
  expect(await accountStatus(request, token)).toBe(200);
  // The member API's idle clock of this session alone moves on 16 minutes; the browser's does not move at all.
  const aged = await request.post(`${GATEWAY_ORIGIN}/api/__demo/idle-session`, { headers: { authorization: `Bearer ${token}` }, data: { minutes: 16 } });
  expect(aged.status()).toBe(204);
  expect(await accountStatus(request, token)).toBe(401);

  // The app's own 401 handling (spec §8) then applies: the next page's calls are refused, and the member signs in again.
  await page.goto(brandUrl('main', '/claims'));
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' })).toBeVisible();
});

test('two tabs: activity in one keeps the other alive and closes its warning; signing out in one signs out both', async ({ page, a11y }) => {
  test.slow(); // two tabs, each with the signed-in shell
  // One clock for the browser context: both tabs' time moves together (page.clock is the context's).
  await signedInWithClock(page);
  const other = await page.context().newPage();
  await other.goto(brandUrl('main', '/home'));
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.waitForLoadState('networkidle');

  // Twelve idle minutes; then a key pressed in the first tab, which the member API notes.
  await page.clock.fastForward('12:00');
  const noted = activityNoted(page);
  await page.keyboard.press('Shift');
  expect((await noted).status()).toBe(204);
  // Past the other tab's own 13 minutes: no warning there, since the first tab's member is active.
  await page.clock.fastForward('01:30');
  await expect(other.getByRole('alertdialog', WARNING)).toHaveCount(0);
  await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);

  // Both idle into the warning; 'Stay signed in' in the first tab closes the other's.
  await page.clock.fastForward('11:45');
  await expect(page.getByRole('alertdialog', WARNING)).toBeVisible();
  await expect(other.getByRole('alertdialog', WARNING)).toBeVisible();
  await page.getByRole('alertdialog', WARNING).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(other.getByRole('alertdialog', WARNING)).toHaveCount(0);
  await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);

  // Logging out in the first tab signs the other out too, each on /login.
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Log out' }).or(menu.getByRole('link', { name: 'Log out' })).first().click();
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  await other.waitForURL((url) => url.pathname === '/login');
  await expect(other.getByText('You signed out in another window or tab.')).toBeVisible();
  await a11y.check(other, 'the other tab, signed out');
  await other.close();
});

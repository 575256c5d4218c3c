// Issue 15's security review, item 1: the preview frame's token, read out of the frame's own document as any script
// there could, opens nothing elsewhere. From a fresh browser (no studio cookie) it reads nothing; in the studio's own
// browser it reads but changes nothing (staffany's preview cannot log in as anyone); after studio sign-out it reads
// nothing at all.
import type { Browser, Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl, GATEWAY_ORIGIN, type Brand } from '../fixtures/brands';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

// The app in a frame, axe on the studio: slow on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function studioSignIn(page: Page, brand: Brand, query: string): Promise<void> {
  await page.goto(brandUrl(brand, '/studio'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await page.getByLabel('Username').fill('viewer');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as viewer')).toBeVisible();
  await page.goto(brandUrl(brand, `/studio?${query}`));
}

/** The preview boot's token, read from the frame's document. */
async function frameToken(page: Page): Promise<string> {
  const iframe = await page.locator('iframe[title^="Preview of"]').elementHandle();
  const document = await iframe?.contentFrame();
  if (!document) throw new Error('The preview frame has no document');
  return document.evaluate(() => (JSON.parse(window.document.getElementById('studio-preview')?.textContent ?? '{}') as { token: string }).token);
}

/** A call from the studio page itself (same origin: the browser sends the studio cookie with it). */
function callFromStudio(page: Page, method: string, path: string, token: string, body?: object): Promise<number> {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      return response.status;
    },
    { method, path, token, body },
  );
}

/** A GET from a fresh browser context: no cookies at all (on plain localhost: Node resolves no *.localhost). */
async function readElsewhere(browser: Browser, token: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(`${GATEWAY_ORIGIN}/api/account`, { headers: { authorization: `Bearer ${token}` } });
    return response.status();
  } finally {
    await context.close();
  }
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
}

test("subscriber's preview token: nothing outside the studio, reads only inside it, nothing after sign-out", async ({ page, browser }) => {
  await studioSignIn(page, 'main', 'brand=main&persona=subscriber&date=2025-06-15&width=1280&route=%2Fhome');
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('heading', { level: 1, name: `Welcome, ${personas.subscriber.firstName}` })).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await checkA11y(page, 'studio preview of subscriber');

  const token = await frameToken(page);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await readElsewhere(browser, token)).toBe(401);

  expect(await callFromStudio(page, 'GET', '/api/account', token)).toBe(200);
  const address = { addressLine1: '1 Attacker Way', addressLine2: null, city: 'Portland', state: 'OR', zipCode: '97209', country: 'US', phoneNumber: '(503) 555-0199' };
  expect(await callFromStudio(page, 'PUT', '/api/account/address', token, address)).toBe(403);
  expect(await callFromStudio(page, 'PUT', '/api/account/password', token, { currentPassword: DEMO_PASSWORD, newPassword: 'Another22!' })).toBe(403);

  await signOut(page);
  expect(await callFromStudio(page, 'GET', '/api/account', token)).toBe(401);
});

test("staffany's preview token on the regional host: no log-in-as, nothing outside the studio or after sign-out", async ({ page, browser }) => {
  await studioSignIn(page, 'regional', 'brand=regional&persona=staffany&date=2025-06-15&width=1280&route=%2Flogin-as');
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Login as anyone' })).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'studio preview of staffany');

  const token = await frameToken(page);
  expect(await readElsewhere(browser, token)).toBe(401);
  expect(await callFromStudio(page, 'GET', '/api/account', token)).toBe(200);
  expect(await callFromStudio(page, 'POST', '/api/login-as', token, { subscriberId: 'MA2000451', domainId: 2 })).toBe(403);

  await signOut(page);
  expect(await callFromStudio(page, 'GET', '/api/account', token)).toBe(401);
});

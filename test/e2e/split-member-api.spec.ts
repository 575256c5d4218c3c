// Issue 27 item 3: the reference API as a process of its own (npm run reference-api) and a gateway that reaches it
// only through the member API's contract (MEMBER_API_URL; playwright.config.ts starts both). A member signs in, opens
// home, the claims, a claim and its EOB's PDF: every call crosses the contract, checked on the way back.
import type { Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl, SPLIT_GATEWAY_PORT } from '../fixtures/brands';
import { downloadPdf } from '../fixtures/pdf';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

test.describe.configure({ timeout: 120_000 });

const at = (path: string) => brandUrl('main', path, SPLIT_GATEWAY_PORT);
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('subscriber, through the contract: sign-in, home, claims, a claim and its EOB as a PDF', async ({ page }) => {
  await page.goto(at('/login'));
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(personas.subscriber.username);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(at('/home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Subscriber ID').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'home through the contract');

  await page.goto(at('/claims'));
  const list = section(page, 'Medical claims');
  const northside = list.getByRole('listitem').filter({ hasText: 'Northside Family Medicine' }).first();
  await northside.getByRole('link', { name: /^Claim details/ }).click();
  await expect(page).toHaveURL(/\/claims\/m\/M2400123401\/0$/);
  await expect(section(page, 'Claim summary')).toContainText('Dana Rivera');
  await section(page, 'Explanation of benefits').getByRole('link', { name: 'View the EOB for this claim' }).click();
  await expect(page).toHaveURL(/\/eobs\/EOB-M2400123401$/);
  const summary = section(page, 'Summary');
  const { contentType, head } = await downloadPdf(page, summary.getByRole('button', { name: 'Download PDF' }));
  expect(contentType).toMatch(/^application\/pdf/);
  expect(head).toBe('%PDF-');
  await checkA11y(page, 'EOB through the contract');
});

// Issue 12: the ID card page (spec §2, §6 termed members, §7 idCard calls). The member reaches /id-card from the
// home tile's 'More ID card options'; cards from gateway/reference-api/pdf/id-card-data.ts over the personas' seeds, phone numbers
// from the brand manifest's contact departments.
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, checkA11yAtWidths } from '../fixtures/a11y';
import { GATEWAY_ORIGIN } from '../fixtures/brands';
import { useOwnDemoScope } from '../fixtures/demo-scope';
import { personas, type Persona } from '../fixtures/personas';
import { expect, login, loginHome, test } from '../fixtures/test';

// Axe at three widths: slow on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Signs in and opens /id-card from the home tile, like a member. */
async function openIdCards(page: Page, persona: Persona): Promise<void> {
  await loginHome(page, persona.brand, persona.username);
  await region(page, 'ID card').getByRole('link', { name: 'More ID card options' }).click();
  await expect(page).toHaveURL(/\/id-card$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ID card');
}

async function outbox(request: APIRequestContext, headers: Record<string, string>, to: string) {
  const response = await request.get(`${GATEWAY_ORIGIN}/api/__demo/outbox?to=${encodeURIComponent(to)}`, { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: { kind: string; subject: string; body: string }[] }).messages;
}

test('subscriber: the family\'s cards front and back by category, and the PDF download (a real PDF)', async ({ page }) => {
  await openIdCards(page, personas.subscriber);
  const dana = region(page, 'Dana Rivera');
  const medical = card(page, 'Medical ID card, Dana Rivera');
  const front = medical.getByRole('group', { name: 'Front' });
  await expect(front).toContainText('Summit Health');
  await expect(front).toContainText('MD1004582-00');
  await expect(front).toContainText('10003310');
  await expect(front).toContainText('Summit Individual PPO $500');
  await expect(front).toContainText('Summit Choice');
  const back = medical.getByRole('group', { name: 'Back' });
  await expect(back.getByRole('link', { name: '800-555-0101' })).toHaveAttribute('href', 'tel:8005550101');
  await expect(card(page, 'Dental ID card, Dana Rivera').getByRole('group', { name: 'Back' })).toContainText('Dental: 800-555-0102');
  await expect(dana.getByRole('article')).toHaveCount(4);
  await expect(dana.getByRole('heading', { level: 3 })).toHaveText(['Medical ID card', 'Dental ID card', 'Vision ID card', 'Pharmacy ID card']);
  await expect(card(page, 'Medical ID card, Riley Rivera')).toContainText('MD1004582-02');

  const pdf = page.waitForResponse((r) => r.url().includes('/api/idCard/view?suffix=0'));
  const popup = page.waitForEvent('popup');
  await dana.getByRole('button', { name: 'Download PDF' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  // The same call's body, read again with the member's token: a real PDF.
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('md.session') ?? '{}') as { token?: string }).token ?? '');
  const { pathname, search } = new URL(response.url());
  const again = await page.request.get(`${GATEWAY_ORIGIN}${pathname}${search}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' } });
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await checkA11yAtWidths(page, 'id card page');
});

test('subscriber: emails the cards to a confirmed address, with a snackbar and the message in the demo outbox', async ({ page, request }) => {
  const scope = await useOwnDemoScope(page, 'id-card-email');
  await openIdCards(page, personas.subscriber);
  const tile = region(page, 'Email ID card');
  const address = tile.getByLabel('Email address');
  await expect(address).toHaveValue('dana.rivera@example.com');
  await address.fill('not-an-address');
  await tile.getByRole('button', { name: 'Continue' }).click();
  await expect(tile).toContainText('Invalid email address');
  await address.fill('dana.cards@example.org');
  await tile.getByRole('button', { name: 'Continue' }).click();
  await expect(tile.getByText('Send the ID cards to dana.cards@example.org?')).toBeFocused();
  await checkA11y(page, 'email confirmation');
  await tile.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('We sent your ID cards to dana.cards@example.org.')).toBeVisible();

  const [message] = await outbox(request, scope, 'dana.cards@example.org');
  expect(message).toMatchObject({ kind: 'idCard', subject: 'Your Summit Health Plan member ID cards' });
  expect(message?.body).toContain('Medical ID card: Dana Rivera');
  expect(message?.body).toContain('Attachment: id-card.pdf');
});

test('subscriber: requests a physical card by category and gets the confirmation', async ({ page }) => {
  await openIdCards(page, personas.subscriber);
  const tile = region(page, 'Request a card');
  await expect(tile.getByRole('button')).toHaveText(['Request a medical card', 'Request a dental card', 'Request a vision card', 'Request a pharmacy card']);
  await tile.getByRole('button', { name: 'Request a dental card' }).click();
  await expect(tile.getByRole('status')).toHaveText(
    'We received your request. Your new Dental ID card will arrive by mail in 7 to 10 business days.',
  );
  await checkA11y(page, 'card requested');
});

test('a dropped PDF download says so and leaves no blank window', async ({ page, context }) => {
  await openIdCards(page, personas.subscriber);
  await page.route('**/api/idCard/view?suffix=*', (route) => route.abort());
  const dana = region(page, 'Dana Rivera');
  await dana.getByRole('button', { name: 'Download PDF' }).click();
  await expect(dana.getByText("We couldn't get the ID card PDF. Please try again.")).toBeVisible();
  await expect.poll(() => context.pages().length).toBe(1);
  await expect(dana.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

test('a dependent sees only their own cards; printed, each face is wallet size', async ({ page }) => {
  await openIdCards(page, personas.minordep);
  const riley = region(page, 'Riley Rivera');
  await expect(riley.getByRole('article').first()).toContainText('MD1004582-02');
  await expect(page.getByRole('region', { name: 'Dana Rivera' })).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  // Printed, the page's other content is hidden (so out of the accessibility tree): found by CSS.
  const face = page.locator('article[data-id-card-print] [role="group"]').first();
  const box = await face.boundingBox();
  // 3.375in × 2.125in at 96 CSS px per inch.
  expect(Math.round(box?.width ?? 0)).toBe(324);
  expect(Math.round(box?.height ?? 0)).toBe(204);
  // The brand's header keeps its logo; its menus are not printed.
  await expect(page.locator('header img')).toBeVisible();
  await expect(page.locator('header nav').first()).toBeHidden();
  await expect(page.locator('[data-print-hide]').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await checkA11yAtWidths(page, 'dependent id card page');
});

test('a termed member is sent home from /id-card', async ({ page }) => {
  await login(page, 'main', personas.termed.username);
  await page.goto(page.url().replace(/\/home.*$/, '/id-card'));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

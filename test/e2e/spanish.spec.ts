// Issue 30: the whole dashboard in Spanish. A member chooses Español on /login, signs in, and reads home, claims (their
// statuses too), a claim and the ID card in Spanish (<html lang="es">, Spanish words, the ID card PDF in Spanish); the
// choice survives a reload and a sign-out and sign-in. axe runs on every page.
import type { Page } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brandUrl, GATEWAY_ORIGIN } from '../fixtures/brands';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { visible } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

// axe on every page of a journey through four routes: slow on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const languageChoice = (page: Page, name: 'Language' | 'Idioma') => page.getByRole('navigation', { name, exact: true });

async function expectSpanish(page: Page, title: string | RegExp, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(heading(page)).toHaveText(title, { timeout: 15_000 });
  await expect(languageChoice(page, 'Idioma').getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await checkA11y(page, label);
}

async function signIn(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Nombre de usuario', { exact: true }).fill(personas.subscriber.username);
  await main.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
}

test('subscriber: chooses Español on the login page and reads home, claims, a claim and the ID card in Spanish', async ({ page }) => {
  await page.goto(brandUrl('main', '/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = languageChoice(page, 'Language');
  await expect(english.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(english.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
  await checkA11y(page, 'login in English');

  await english.getByRole('link', { name: 'Español' }).click();
  await page.waitForURL(/lang=es/);
  await expectSpanish(page, 'Inicie sesión en su Panel para Miembros', 'login in Spanish');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')).toMatchObject({ value: 'es', sameSite: 'Lax' });

  await signIn(page);
  await expectSpanish(page, /^Le damos la bienvenida, Dana/, 'home in Spanish');
  await expect(page.getByRole('region', { name: 'Tarjeta de identificación', exact: true })).toBeVisible();

  // Claims and a claim through the app's own navigation: each route's words come in Spanish.
  await page.goto(brandUrl('main', '/claims'));
  await expectSpanish(page, 'Reclamos', 'claims in Spanish');
  // Each claim's status in Spanish, from its code (the member API sends 'Paid', 'In Process'): in the list and its filter.
  const main = page.getByRole('main');
  await expect(main.locator('p').filter({ hasText: /^Pagado el \d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible();
  await expect(main.locator('p').filter({ hasText: /^En proceso$/ }).first()).toBeVisible();
  await expect(main.getByLabel('Estado', { exact: true }).locator('option', { hasText: 'Pagado' })).toHaveCount(1);
  await expect(main).not.toContainText(/\bPaid\b|In Process|Denied/);
  const details = page.getByRole('link', { name: /^Detalles del reclamo/ }).first();
  await details.click();
  await expect(page).toHaveURL(/\/claims\/m\/[^/]+\/\d+$/);
  await expectSpanish(page, 'Detalles del reclamo', 'a claim in Spanish');
  await expect(page.getByRole('main')).toContainText('$');
  await expect(page.getByRole('main')).not.toContainText(/\bPaid\b|In Process|Denied/);

  // The ID card page from home's tile, and its PDF asked for in Spanish.
  await page.goto(brandUrl('main', '/home'));
  await page.getByRole('region', { name: 'Tarjeta de identificación', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/id-card$/);
  await expectSpanish(page, 'Tarjeta de identificación', 'the ID card in Spanish');
  const pdf = page.waitForResponse((r) => r.url().includes('/api/idCard/view'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button', { name: /^Descargar/ }).first().click();
  const answer = await pdf;
  expect(new URL(answer.url()).searchParams.get('lang')).toBe('es');
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});

test('the choice survives a reload and a sign-out and sign-in, and is saved as the member\'s preference', async ({ page }) => {
  await page.goto(brandUrl('main', '/login?lang=es'));
  await signIn(page);
  await expectSpanish(page, /^Le damos la bienvenida, Dana/, 'home in Spanish');

  await page.reload();
  await expectSpanish(page, /^Le damos la bienvenida, Dana/, 'home in Spanish after a reload');

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('md.session') ?? '{}') as { token?: string }).token ?? '');
  const preferences = await page.request.get(`${GATEWAY_ORIGIN}/api/account/preferences`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await preferences.json()) as { language?: string }).language).toBe('es');

  await visible(page.getByRole('button', { name: 'Cerrar sesión', exact: true }).or(page.getByRole('link', { name: 'Cerrar sesión', exact: true }))).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expectSpanish(page, 'Inicie sesión en su Panel para Miembros', 'login in Spanish after signing out');
  await signIn(page);
  await expectSpanish(page, /^Le damos la bienvenida, Dana/, 'home in Spanish after signing in again');

  // Back to English from the footer, signed in: saved too.
  await languageChoice(page, 'Idioma').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText(/^Welcome, Dana/);
  await checkA11y(page, 'home in English again');
});

test('a hostile ?lang= shows the page in English', async ({ page }) => {
  await page.goto(brandUrl('main', '/login?lang=%3Cscript%3E'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Log in to your Member Dashboard');
  await checkA11y(page, 'login with an unknown language');
});

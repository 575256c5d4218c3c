import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './testing/gateway-harness';

/* A page in the member's language (issue 30): the boot, <html lang>, the lang cookie, ?lang=, the preference. */

interface Boot {
  copy: { shell?: Record<string, unknown>; errors?: Record<string, Record<string, string>> };
  language?: string;
}

const bootOf = (html: string): Boot => JSON.parse(/id="brand-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Boot;
const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.repo.write('content/es/shell.json', { skipToMain: 'Bienvenido' });
  await h.repo.write('content/es/errors.json', {});
});
afterEach(() => h.close());

const page = (path: string, headers: Record<string, string> = {}, host = 'main.localhost:4173') =>
  h.app.inject({ method: 'GET', url: path, headers: { host, ...headers } });

describe('the language of a page', () => {
  it('is English with no choice: <html lang="en">, English copy, no cookie set', async () => {
    const response = await page('/login');
    expect(htmlLang(response.body)).toBe('en');
    expect(bootOf(response.body).copy.shell?.skipToMain).toBe('Welcome');
    expect(bootOf(response.body).language).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('follows ?lang=es and remembers it in a lang cookie (SameSite=Lax, a year)', async () => {
    const response = await page('/login?lang=es');
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response.body)).toBe('es');
    expect(bootOf(response.body)).toMatchObject({ language: 'es', copy: { shell: { skipToMain: 'Bienvenido' } } });
    expect(response.headers['set-cookie']).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('follows the cookie, and ?lang= wins over it', async () => {
    const cookie = await page('/home', { cookie: 'other=1; lang=es' });
    expect(htmlLang(cookie.body)).toBe('es');
    expect(cookie.headers['set-cookie']).toBeUndefined();
    const query = await page('/home?lang=en', { cookie: 'lang=es' });
    expect(htmlLang(query.body)).toBe('en');
    expect(query.headers['set-cookie']).toMatch(/^lang=en;/);
  });

  it('falls back to English key by key: a key Spanish lacks is English', async () => {
    const { copy } = bootOf((await page('/login?lang=es')).body);
    expect(copy.errors?.['404']?.title).toBe("Sorry, it looks like we can't find that page.");
  });

  it("lays the brand's Spanish over Spanish over the brand's English: a brand's English never shows in Spanish", async () => {
    // partner overrides shell.skipToMain in English ('Welcome, partner'), not in Spanish.
    expect(bootOf((await page('/login?lang=es', {}, 'partner.localhost')).body).copy.shell?.skipToMain).toBe('Bienvenido');
    expect(bootOf((await page('/login', {}, 'partner.localhost')).body).copy.shell?.skipToMain).toBe('Welcome, partner');
    await h.repo.write('content/brands/partner/es/shell.json', { skipToMain: 'Bienvenido, socio' });
    expect(bootOf((await page('/login?lang=es', {}, 'partner.localhost')).body).copy.shell?.skipToMain).toBe('Bienvenido, socio');
    // The brand's Spanish reaches no other brand, nor the English page.
    expect(bootOf((await page('/login?lang=es')).body).copy.shell?.skipToMain).toBe('Bienvenido');
    expect(bootOf((await page('/login', {}, 'partner.localhost')).body).copy.shell?.skipToMain).toBe('Welcome, partner');
  });

  it('ignores a hostile or unknown language: English, never a 500, nothing remembered', async () => {
    for (const query of ['?lang=xx', '?lang=ES', '?lang=%3Cscript%3E', '?lang=', '?lang=es&lang=en&lang=xx', `?lang=${'e'.repeat(5000)}`, '?lang[x]=es']) {
      const response = await page(`/login${query}`, { cookie: 'lang=<b>' });
      expect(response.statusCode, query).toBe(200);
      if (query.startsWith('?lang=es&')) continue;
      expect(htmlLang(response.body), query).toBe('en');
      expect(response.headers['set-cookie'], query).toBeUndefined();
    }
  });

  it("answers a route's copy in the asked language, English for an unknown one, 400 for a hostile one", async () => {
    await h.repo.write('content/en/auth.json', { signIn: 'Sign in', help: 'Help' });
    await h.repo.write('content/es/auth.json', { signIn: 'Iniciar sesión' });
    const route = (lang: string) => h.get(`/api/brand-route?route=login&lang=${lang}`);
    expect((await route('es')).json().copy.auth).toEqual({ signIn: 'Iniciar sesión', help: 'Help' });
    expect((await route('en')).json().copy.auth).toEqual({ signIn: 'Sign in', help: 'Help' });
    expect((await route('xx')).statusCode).toBe(200);
    expect((await route('xx')).json().copy.auth.signIn).toBe('Sign in');
    expect((await route('e'.repeat(50))).statusCode).toBe(400);
  });
});

describe("the member's language preference", () => {
  const save = (token: string | undefined, payload: unknown) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/account/preferences/language',
      headers: { host: 'main.localhost:4173', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const preferenceOf = async (token: string) => (await h.get('/api/account/preferences', token)).json().language as string | undefined;

  it("is saved for the signed-in member's own account only, and read back with the preferences", { timeout: 30_000 }, async () => {
    const subscriber = await h.login('subscriber');
    const other = await h.login('adultdep');
    expect(await preferenceOf(subscriber)).toBeUndefined();
    const saved = await save(subscriber, { language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'es' });
    expect(await preferenceOf(subscriber)).toBe('es');
    expect(await preferenceOf(other)).toBeUndefined();
  });

  it('is refused without a session, and for a language there is none of or a body naming an account (4xx, never 500)', { timeout: 30_000 }, async () => {
    expect((await save(undefined, { language: 'es' })).statusCode).toBe(401);
    const token = await h.login('subscriber');
    for (const payload of [{ language: 'xx' }, {}, { language: 'es', username: 'adultdep' }, { language: ['es'] }, { language: 'es'.repeat(1000) }]) {
      expect((await save(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await preferenceOf(token)).toBeUndefined();
  });
});

describe('the repository in Spanish', () => {
  let repo: Harness;
  beforeAll(async () => {
    repo = await createHarness({ repoRoot: fileURLToPath(new URL('..', import.meta.url)) });
  });
  afterAll(() => repo.close());

  it("serves every brand's login page in Spanish with its Spanish shell words", async () => {
    for (const host of ['main.localhost', 'regional.localhost', 'partner.localhost', 'hospital.localhost']) {
      const response = await repo.app.inject({ method: 'GET', url: '/login?lang=es', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(htmlLang(response.body), host).toBe('es');
      expect(bootOf(response.body).copy.shell?.skipToMain, host).toBe('Saltar al contenido principal');
    }
  });
});

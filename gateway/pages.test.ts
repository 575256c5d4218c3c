import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from './testing/gateway-harness';
import { CONTENT_SECURITY_POLICY } from './shared/http-policy';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

interface Boot {
  manifest: { brand: { id: string; name: string } };
  copy: { shell: { skipToMain: string }; errors: Record<string, unknown> };
}

function bootOf(html: string): Boot {
  const match = /<script type="application\/json" id="brand-boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('No brand boot in the page');
  return JSON.parse(match[1]) as Boot;
}

describe('the app page', () => {
  it('inlines the brand of the host into index.html, for any SPA route', async () => {
    for (const [host, id] of [['main.localhost:4173', 'main'], ['localhost:4173', 'main'], ['regional.localhost:4173', 'regional'],
      ['partner.localhost', 'partner'], ['HOSPITAL.localhost:4173', 'hospital'], ['unknown.example:80', 'main']]) {
      const response = await h.get('/home', undefined, host);
      expect(response.statusCode).toBe(200);
      expect(bootOf(response.body).manifest.brand.id, host).toBe(id);
    }
    for (const path of ['/', '/login', '/error/404', '/claims/m/M1/0', '/benefits/programs/27?x=1']) {
      expect((await h.get(path)).statusCode, path).toBe(200);
    }
  });

  it('themes first paint, escapes the title and keeps `<` out of the inline JSON', async () => {
    const { body, headers } = await h.get('/login', undefined, 'partner.localhost:4173');
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toContain('<title>Partner &#60;Dental&#62; &#38; Co</title>');
    expect(body).toContain('<style>html,body{background:#f4f8fb;color:#1a1a1a;font-family:"Source Sans 3", Arial, sans-serif}</style>');
    expect(body).not.toContain('<!--brand-');
    const inline = /id="brand-boot">(.*?)<\/script>/s.exec(body)?.[1] ?? '';
    expect(inline).not.toContain('<');
    expect(bootOf(body).manifest.brand.name).toBe('Partner <Dental> & Co');
  });

  it('merges copy: English defaults, then the brand overrides, then the manifest errorCopy', async () => {
    const manifest = JSON.parse(JSON.stringify((await h.get('/api/brand-boot', undefined, 'partner.localhost')).json().manifest));
    manifest.errorCopy = { '404': { description: 'Try the dentist finder.' } };
    await h.repo.write('brands/partner.json', manifest);
    const { copy } = bootOf((await h.get('/login', undefined, 'partner.localhost')).body);
    // The page carries the shell's parts its code names (skipToMain), not the area's other keys (footer).
    expect(copy.shell).toEqual({ skipToMain: 'Welcome, partner' });
    expect(copy.errors['404']).toEqual({ title: "Sorry, it looks like we can't find that page.", description: 'Try the dentist finder.' });
    expect(bootOf((await h.get('/login')).body).copy.shell.skipToMain).toBe('Welcome');
  });

  it('shows a manifest edit on the next request, without a restart', async () => {
    const manifest = (await h.get('/api/brand-boot')).json().manifest;
    await h.repo.write('brands/main.json', { ...manifest, brand: { ...manifest.brand, name: 'Summit Health Renamed' } });
    expect((await h.get('/login')).body).toContain('<title>Summit Health Renamed</title>');
    await h.repo.write('content/en/shell.json', { skipToMain: 'Hello again' });
    expect(bootOf((await h.get('/login')).body).copy.shell.skipToMain).toBe('Hello again');
  });

  it('never serves an invalid manifest: with no valid one since start, 500 with the problems, for editors', async () => {
    const manifest = JSON.parse(await readFile(join(h.repo.repoRoot, 'brands/main.json'), 'utf8'));
    await h.repo.write('brands/main.json', { ...manifest, menus: { ...manifest.menus, primary: 'oops' }, colour: 'red' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await h.get('/home');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('error: brands/main.json /menus/primary'));
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('brands/main.json');
    expect(response.body).toContain('/menus/primary');
    expect(response.body).not.toContain('brand-boot');
    expect((await h.get('/api/brand-boot')).statusCode).toBe(500);
    // Other brands keep working.
    expect((await h.get('/home', undefined, 'partner.localhost')).statusCode).toBe(200);
  });

  it('keeps serving the last valid manifest while a changed file is invalid, and logs why', async () => {
    const manifest = (await h.get('/api/brand-boot')).json().manifest;
    await h.repo.write('brands/main.json', { ...manifest, brand: { ...manifest.brand, name: 'Renamed' }, menus: { ...manifest.menus, primary: 'oops' } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await h.get('/home');
    expect(response.statusCode).toBe(200);
    expect(bootOf(response.body).manifest.brand.name).toBe('Summit Health');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('error: brands/main.json /menus/primary: '));
    expect(log).toHaveBeenCalledWith('[brand main] serving its last valid manifest until these problems are fixed.');
    // Logged once per change, not on every request.
    const lines = log.mock.calls.length;
    expect((await h.get('/api/brand-boot')).json().manifest.brand.name).toBe('Summit Health');
    expect(log).toHaveBeenCalledTimes(lines);
    await h.repo.write('brands/main.json', { ...manifest, brand: { ...manifest.brand, name: 'Renamed' } });
    expect(bootOf((await h.get('/home')).body).manifest.brand.name).toBe('Renamed');
  });

  it('answers 500 with a readable problem for a manifest that is not JSON', async () => {
    await h.repo.write('brands/hospital.json', '{ "brand": ');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await h.get('/home', undefined, 'hospital.localhost');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('not valid JSON');
  });

  it('explains an empty brands/ folder instead of failing', async () => {
    for (const id of ['main', 'regional', 'partner', 'hospital']) await h.repo.remove(`brands/${id}.json`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await h.get('/login');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('There is no manifest for the brand &#34;main&#34; in brands/.');
  });

  it('answers 503 with a sentence when the app is not built', async () => {
    await h.repo.remove('dist/index.html');
    const response = await h.get('/login');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });

  it('sends the security headers', async () => {
    const { headers } = await h.get('/login');
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['content-security-policy']).toContain("form-action 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The ID card opens as a blob: document that inherits this policy; only the PDF viewer may embed.
    expect(headers['content-security-policy']).toContain('object-src blob:');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it("lets a brand's page post forms to the hosts that brand declares, and no other brand's", async () => {
    const manifest = (await h.get('/api/brand-boot', undefined, 'partner.localhost')).json().manifest;
    await h.repo.write('brands/partner.json', { ...manifest, externalHosts: { links: [], forms: ['ebill.harbor.example'] } });
    const formAction = async (host: string, path = '/home') =>
      String((await h.get(path, undefined, host)).headers['content-security-policy']).split('; ').find((d) => d.startsWith('form-action'));
    expect(await formAction('partner.localhost')).toBe("form-action 'self' https://ebill.harbor.example");
    expect(await formAction('partner.localhost', '/login')).toBe("form-action 'self' https://ebill.harbor.example");
    expect(await formAction('main.localhost')).toBe("form-action 'self'");
    // An answer that is no page keeps this site only.
    expect(await formAction('partner.localhost', '/api/brand-boot')).toBe("form-action 'self'");
  });
});

describe("a page's copy (the repository's brands)", () => {
  const areasOf = (html: string) => Object.keys(bootOf(html).copy).sort();
  let repo: Harness;
  beforeAll(async () => {
    repo = await createHarness({ repoRoot: fileURLToPath(new URL('..', import.meta.url)) });
  });
  afterAll(() => repo.close());
  const get = (path: string) => repo.get(path);

  it("carries the shell's copy and its own route's, its route's page and home's, and says which route", async () => {
    const login = bootOf((await get('/login')).body) as Boot & { contentRoute?: string; manifest: { pages: object } };
    expect(login.contentRoute).toBe('login');
    expect(Object.keys(login.manifest.pages)).toEqual(['home']);
    const claimsPage = bootOf((await get('/claims')).body) as Boot & { manifest: { pages: object } };
    expect(Object.keys(claimsPage.manifest.pages).sort()).toEqual(['claims', 'home']);
    expect(Object.keys(login.copy)).toEqual(expect.arrayContaining(['shell', 'errors', 'auth']));
    expect(Object.keys(login.copy)).not.toContain('claims');
    const claims = areasOf((await get('/claims/m/1/0')).body);
    expect(claims).toContain('claims');
    expect(claims).not.toContain('auth');
    // Off any declared route (the root redirects), the whole copy.
    expect(areasOf((await get('/')).body)).toEqual(Object.keys((await get('/api/brand-boot')).json().copy).sort());
  });

  it("answers a route's own copy and page for the app to load when it goes there", async () => {
    const answer = await get('/api/brand-route?route=claims%2F%3Aclaimtype%2F%3AclaimId%2F%3AmemberSuffix');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const { copy, pages } = answer.json() as { copy: object; pages: object };
    expect(Object.keys(copy)).toEqual(['claims']);
    expect(Object.keys(pages)).toEqual(['claim-details']);
    const full = (await get('/api/brand-boot')).json() as { manifest: { pages: Record<string, unknown> } };
    expect((pages as Record<string, unknown>)['claim-details']).toEqual(full.manifest.pages['claim-details']);
  });

  it('answers 404 for a route nobody declares and 400 for hostile input, never a 500', async () => {
    expect((await get('/api/brand-route?route=claims%2Fm%2F1%2F0')).statusCode).toBe(404);
    expect((await get('/api/brand-route?route=..%2F..%2Fetc')).statusCode).toBe(404);
    for (const query of ['', '?route=', `?route=${'a'.repeat(300)}`, '?route=login&other=1', '?route[]=login']) {
      expect((await get(`/api/brand-route${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('files', () => {
  it('serves hashed assets with a long cache, and 404 for a missing one', async () => {
    const asset = await h.get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await h.get('/assets/app-missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('brand-boot');
  });

  it('sends the precompressed asset, and compresses the page, to a browser that accepts brotli', async () => {
    const headers = { host: 'main.localhost:4173', 'accept-encoding': 'gzip, deflate, br' };
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("app");');
    const page = await h.app.inject({ method: 'GET', url: '/home', headers });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(bootOf(brotliDecompressSync(page.rawPayload).toString()).manifest.brand.id).toBe('main');
  });

  it('serves brand assets at /brand-assets', async () => {
    const logo = await h.get('/brand-assets/main-logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('no-cache');
    const escape = await h.get('/brand-assets/..%2fmain.json');
    expect(escape.statusCode).toBe(403);
    expect(escape.body).not.toContain('schemaVersion');
  });

  it('answers GET /api/brand-boot with the JSON of the host brand', async () => {
    const response = await h.get('/api/brand-boot', undefined, 'regional.localhost:4173');
    expect(response.statusCode).toBe(200);
    expect(response.json().manifest.brand).toMatchObject({ id: 'regional', domainId: 2 });
    expect(response.json().copy.shell.skipToMain).toBe('Welcome');
  });
});

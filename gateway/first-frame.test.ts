import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_LOADER_MODULE } from '../src/app/first-frame-markers';
import { createHarness, type Harness } from './testing/gateway-harness';

/*
 * A signed-out page's server-rendered first frame (first-frame.ts): the build's render module (a stand-in here,
 * the real one is exercised by test/e2e/first-frame.spec.ts), its markup and styles in the HTML, and the loader
 * inline in place of the entry script, allowed by its hash.
 */

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
  await h.repo.write('dist/.vite/module-chunks.json', {
    modules: { 'src/features/auth/LoginPage.tsx': 'assets/login-1.js', [FIRST_FRAME_LOADER_MODULE]: 'assets/first-frame-loader-1.js' },
    imports: { 'assets/app-abc123.js': ['assets/vendor-1.js'], 'assets/login-1.js': ['assets/app-abc123.js'], 'assets/vendor-1.js': [] },
    widgets: {},
  });
  await h.repo.write('dist/assets/first-frame-loader-1.js', LOADER);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

/** A built loader: it names the first-frame-scripts block, and holds a `</script` a page must not end early on. */
const LOADER = 'const b=document.getElementById("first-frame-scripts");console.log("</script>");\n';
const inlineModules = (html: string) => [...html.matchAll(/<script type="module">(.*?)<\/script>/gs)].map((m) => m[1]);
const scriptSources = (csp: string | undefined) => /script-src ([^;]+)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];

const renderModule = (body: string) => `export async function renderFirstFrame(url, manifest, copy) { ${body} }`;
const echoing = renderModule(
  'return { html: `<h1>${manifest.brand.name} at ${url}</h1>`, styles: \'<style data-styled="true">h1{margin:0}</style>\' };',
);

function page(path: string, cookie?: string) {
  return h.app.inject({ method: 'GET', url: path, headers: { host: 'main.localhost:4173', ...(cookie ? { cookie } : {}) } });
}

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/s.exec(html)?.[0] ?? '';
const scriptsOf = (html: string) => {
  const block = /<script type="application\/json" id="first-frame-scripts">(.*?)<\/script>/s.exec(html)?.[1];
  return block ? (JSON.parse(block) as { run: string[]; fetch: string[] }) : null;
};
const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = (html: string) => [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('a server-rendered first frame', () => {
  it('puts the markup in the root and its styles in the head, and the loader inline with the scripts it fetches', async () => {
    await h.repo.write('dist/server/first-frame.js', echoing);
    const response = await page('/login?from=start');
    const html = response.body;
    expect(rootOf(html)).toBe('<div id="root" data-first-frame><h1>Summit Health at /login?from=start</h1></div>');
    expect(html).toMatch(/<style data-styled="true">h1\{margin:0\}<\/style><\/head>/);
    // No file to fetch before the entry: the loader is in the page, its `</script` escaped, run by its hash alone.
    expect(moduleScripts(html)).toEqual([]);
    const [loader] = inlineModules(html);
    expect(loader).toBe('const b=document.getElementById("first-frame-scripts");console.log("<\\/script>");');
    const hash = `'sha256-${createHash('sha256').update(loader!).digest('base64')}'`;
    expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual(["'self'", hash]);
    // Run one per task: what the entry imports, then the entry; the page's own chunk is fetched beside them. All after
    // the first paint.
    expect(scriptsOf(html)).toEqual({ run: ['/assets/vendor-1.js', '/assets/app-abc123.js'], fetch: ['/assets/login-1.js'] });
    expect(preloads(html)).toEqual([]);
  });

  it('is not rendered for a browser with a session, nor on a page that is not server-rendered', async () => {
    await h.repo.write('dist/server/first-frame.js', echoing);
    const token = await h.login('subscriber');
    const answer = await page('/login', `md_session=${token}`);
    const withSession = answer.body;
    expect(scriptSources(answer.headers['content-security-policy'] as string)).toEqual(["'self'"]);
    expect(rootOf(withSession)).toBe('<div id="root"></div>');
    expect(moduleScripts(withSession)).toEqual(['/assets/app-abc123.js']);
    expect(inlineModules(withSession)).toEqual([]);
    expect(preloads(withSession)).toEqual(['/assets/vendor-1.js', '/assets/login-1.js']);
    expect(scriptsOf(withSession)).toBeNull();
    expect(rootOf((await page('/recovery/username')).body)).toBe('<div id="root"></div>');
  });

  it('serves the page as before from a build without the render module or without the loader', async () => {
    expect(rootOf((await page('/login')).body)).toBe('<div id="root"></div>');
    await h.repo.write('dist/server/first-frame.js', echoing);
    await h.repo.write('dist/.vite/module-chunks.json', { modules: {}, imports: {}, widgets: {} });
    const html = (await page('/login')).body;
    expect(rootOf(html)).toBe('<div id="root"></div>');
    expect(moduleScripts(html)).toEqual(['/assets/app-abc123.js']);
    await h.repo.write('dist/.vite/module-chunks.json', {
      modules: { [FIRST_FRAME_LOADER_MODULE]: 'assets/first-frame-loader-2.js' },
      imports: {},
      widgets: {},
    });
    // The module map names a loader the build folder lacks.
    expect(moduleScripts((await page('/login')).body)).toEqual(['/assets/app-abc123.js']);
  });

  it('serves the page without a frame when the render throws, and logs the path without its query', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await h.repo.write('dist/server/first-frame.js', renderModule("throw new Error('window is not defined');"));
    const response = await page('/login?username=someone');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<div id="root"></div>');
    expect(moduleScripts(response.body)).toEqual(['/assets/app-abc123.js']);
    expect(log).toHaveBeenCalledWith('first frame of /login not rendered, the browser renders it: window is not defined');
  });

  it('renders with the new module once the build changes', async () => {
    await h.repo.write('dist/server/first-frame.js', echoing);
    expect(rootOf((await page('/login')).body)).toContain('Summit Health at /login');
    await h.repo.write('dist/server/first-frame.js', renderModule("return { html: '<p>rebuilt</p>', styles: '' };"));
    expect(rootOf((await page('/login')).body)).toBe('<div id="root" data-first-frame><p>rebuilt</p></div>');
  });
});

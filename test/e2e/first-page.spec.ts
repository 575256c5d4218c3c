// Issue 9: the first page arrives whole. The gateway's HTML names every script the route's first render runs (no
// chunk waits for the router to ask), /login needs at most 5 of them, and a signed-in page comes with the member's
// first data (no member-facts call from the browser): its heading and tiles are there in the first frame.
// The login page's server-rendered first frame has its own tests: first-frame.spec.ts.
import type { Page, Request } from '@playwright/test';
import { checkA11y } from '../fixtures/a11y';
import { brands, brandUrl, type Brand } from '../fixtures/brands';
import { personas } from '../fixtures/personas';
import { waitForTiles } from '../fixtures/home';
import { expect, loginHome, test } from '../fixtures/test';

/**
 * The scripts the page's own HTML loads or preloads, and under a server-rendered first frame those its loader
 * fetches after the first paint (the JSON block the gateway writes).
 */
async function scriptsNamedByHtml(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map(
      (element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
    );
    const { run = [], fetch = [] } = JSON.parse(document.getElementById('first-frame-scripts')?.textContent ?? '{}') as { run?: string[]; fetch?: string[] };
    return [...named, ...run, ...fetch];
  });
}

/** Records the script and gateway requests of the next load, until `stop()`. */
function recordRequests(page: Page) {
  const scripts: string[] = [];
  const calls: string[] = [];
  let recording = true;
  const onRequest = (request: Request) => {
    if (!recording) return;
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (pathname.startsWith('/api/')) calls.push(pathname);
  };
  page.on('request', onRequest);
  return {
    scripts,
    calls,
    stop: () => {
      recording = false;
      page.off('request', onRequest);
    },
  };
}

for (const brand of brands) {
  test(`/login on ${brand}: every script of the first render is in the HTML, at most 5`, async ({ page }) => {
    // Without the idle prefetch of /home's code (requestIdleCallback never calls back): what is left is what the
    // login page itself loads.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const recorded = recordRequests(page);
    await page.goto(brandUrl(brand, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    recorded.stop();
    const firstRender = recorded.scripts;
    const named = await scriptsNamedByHtml(page);
    expect(firstRender.filter((script) => !named.includes(script))).toEqual([]);
    expect(new Set(firstRender).size).toBeLessThanOrEqual(5);
    await checkA11y(page);
  });
}

const homeCases: { brand: Brand; persona: keyof typeof personas }[] = [
  { brand: 'main', persona: 'subscriber' },
  { brand: 'hospital', persona: 'hospital' },
];

for (const { brand, persona } of homeCases) {
  test(`/home on ${brand}, reloaded: its scripts are in the HTML and the member's first data comes with the page`, async ({ page }) => {
    const { username, firstName } = personas[persona];
    await loginHome(page, brand, username);
    // The first load's calls are over before the reload's are recorded (network idle would not wait: signing in is
    // an in-app navigation, so the document's load states were reached on /login).
    await waitForTiles(page);
    // As on /login, without the idle prefetch (the other pages' routes, the error page): what is left is what /home
    // itself loads.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const recorded = recordRequests(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${firstName}`);
    await expect(page.getByRole('region', { name: 'Your dashboard' })).not.toHaveAttribute('aria-busy', 'true');
    recorded.stop();
    const named = await scriptsNamedByHtml(page);
    expect(recorded.scripts.filter((script) => !named.includes(script))).toEqual([]);
    // The member-facts calls were answered in the page; only the tiles' own calls remain.
    for (const path of ['/api/account', '/api/groups', '/api/programs', '/api/pcp/eligibility', '/api/idCard/eligible']) {
      expect(recorded.calls).not.toContain(path);
    }
    expect(new Set(recorded.calls).size, recorded.calls.join(' ')).toBe(recorded.calls.length);
    await checkA11y(page);
  });
}

// Issue 28: a composed page's HTML preloads its sections' widgets too, so it paints whole without a second wave of
// chunks after the router has matched; the calls of its first frame declared as its first data come with the page.
const composedCases = [
  { path: '/claims', heading: 'Claims', inlined: [] },
  { path: '/id-card', heading: 'ID card', inlined: ['/api/idCard/view'] },
];

for (const { path, heading, inlined } of composedCases) {
  test(`${path} on main, reloaded: the scripts of its sections are in the HTML`, async ({ page }) => {
    await loginHome(page, 'main', personas.subscriber.username);
    await waitForTiles(page);
    // From the first load of the page on, without the idle prefetch, which would otherwise still be fetching when
    // the recording starts.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(brandUrl('main', path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const recorded = recordRequests(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    recorded.stop();
    const named = await scriptsNamedByHtml(page);
    expect(recorded.scripts.filter((script) => !named.includes(script))).toEqual([]);
    for (const call of ['/api/account', ...inlined]) expect(recorded.calls).not.toContain(call);
    await checkA11y(page);
  });
}

// WCAG 1.4.10 Reflow (issue 29): at 320 CSS px every page fits its width, on every brand; a wide table scrolls inside
// its own region. axe does not measure this. The routes are the pages' declarations (src/app/generated/pages.ts,
// gathered from the *.pages.ts files), not a list kept here. A parameterised route is visited where a page the member
// sees links to it (the persona gives the value), else at the fault matrix's address for it (test/fixtures/
// fault-matrix.ts) or the member's own (suffix 0). The member's pages, the public ones, /login-as for a staff persona and the temporary-token pages
// are each measured; a last check per brand finds every declared route measured at its own address, unless the brand's
// member may not have it (the page's own rule, from the studio's trace; no logout page; no staff persona).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageDeclarations } from '../../src/app/generated/pages';
import { settle } from '../fixtures/a11y';
import { brands, brandUrl, GATEWAY_ORIGIN, type Brand } from '../fixtures/brands';
import { faultPages } from '../fixtures/fault-matrix';
import { faultScopeFor } from '../fixtures/faults';
import { declaredPageOf } from '../fixtures/menu-pages';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { notFoundVerdicts } from '../fixtures/studio-trace';
import { expect, login, test } from '../fixtures/test';

const WIDTH = 320;
/** Addresses visited for each parameterised route (e.g. a few benefit categories), to bound the run. */
const PER_PATTERN = 3;

/** Each brand's member, signed in once: one who lands on /home and sees most of the brand's pages. */
const memberOf: Record<Brand, keyof typeof personas> = {
  main: 'subscriber',
  regional: 'medicare',
  partner: 'partnerdep',
  hospital: 'hospital',
};

/** The staff personas (PERSONAS.md): signed in, they land on /login-as. The other brands have none. */
const staffOf: Partial<Record<Brand, string>> = { regional: 'staffany', partner: 'staffnonemp' };

const isParameterised = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));
const patternOf = (path: string) => new RegExp(`^/${path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s)).join('/')}$`);
const pathnameOf = (address: string) => address.replace(/[?#].*$/, '');

/** Routes whose page needs a query to show anything (else the 404 page): its value comes from a link to it. */
const needsQuery: Readonly<Record<string, string>> = { 'resource-download': 'document' };

/** Signed-in pages (default access). */
const memberRoutes = pageDeclarations.filter((p) => p.access === undefined);
/** Public pages, opened signed out (/logout last: it shows the login page with its notice). */
const publicRoutes = pageDeclarations
  .filter((p) => p.access === 'public' && !isParameterised(p.path))
  .sort((a, b) => Number(a.path === 'logout') - Number(b.path === 'logout'));
/** Public pages with a parameter, at a sample address. */
const publicSamples: Readonly<Record<string, string>> = { 'error/:status': '/error/404' };
/** The onboarding pages a temporary token opens (sso-landing last: it routes on, so a fault keeps it in place). */
const temporaryRoutes = pageDeclarations
  .filter((p) => p.access === 'temporaryToken')
  .sort((a, b) => Number(a.path === 'sso-landing') - Number(b.path === 'sso-landing'));

test.use({ viewport: { width: WIDTH, height: 800 } });
test.describe.configure({ timeout: 240_000 });
interface Measure {
  scrollWidth: number;
  /** When the page is wider than the viewport: the elements that make it so, widest first. */
  widest: string[];
  /** Boxes that scroll sideways but are not a named region a keyboard can reach (tabIndex 0, role region, a name). */
  unnamedScrollers: string[];
}

/** The document's width, what widens it, and the sideways-scrolling boxes a keyboard or screen reader cannot find. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const scrollWidth = document.documentElement.scrollWidth;
    const viewport = window.innerWidth;
    const unnamedScrollers = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => el.tabIndex < 0 || el.getAttribute('role') !== 'region' || !(el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby')))
      .map((el) => el.outerHTML.slice(0, 120));
    if (scrollWidth <= viewport) return { scrollWidth, widest: [], unnamedScrollers };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = el; at && at !== document.body && parts.length < 5; at = at.parentElement) parts.unshift(name(at));
      return parts.join(' > ');
    };
    const right = (el: Element) => el.getBoundingClientRect().right;
    // What scrolls inside its own box (a table's region) does not widen the page.
    const scrolledInside = (el: Element) => {
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => right(el) > viewport + 0.5 && !scrolledInside(el));
    // The deepest of them: nothing inside sticks out further, so the width is its own (or its content's).
    const deepest = wide.filter((el) => ![...el.children].some((child) => right(child) >= right(el) - 0.5));
    return {
      scrollWidth,
      unnamedScrollers,
      widest: deepest
        .sort((a, b) => right(b) - right(a))
        .slice(0, 3)
        .map((el) => `right edge at ${Math.round(right(el))}px: ${path(el)} "${(el.textContent ?? '').trim().slice(0, 60)}"`),
    };
  });
}

/** The declared route an address was measured at (the router's: the fewest parameters), or null. */
const routeAt = (pathname: string): string | null => declaredPageOf(pathname)?.path ?? null;

/** Per brand: the declared routes measured at their own address (a page that sent elsewhere counts where it landed). */
const measured: Record<Brand, Set<string>> = Object.fromEntries(brands.map((brand) => [brand, new Set<string>()])) as Record<Brand, Set<string>>;
/** Per brand: routes its member cannot have whatever the rules (no logout page, no staff persona), with why. */
const absent: Record<Brand, Map<string, string>> = Object.fromEntries(brands.map((brand) => [brand, new Map<string, string>()])) as Record<Brand, Map<string, string>>;

/**
 * Opens `url`, checks it with axe if asked and measures it, noting the route it landed on for `brand`; returns the
 * same-origin addresses it links to (path and query).
 */
async function visit(page: Page, brand: Brand, url: string, problems: string[], axe: ((label: string) => Promise<unknown>) | undefined) {
  await page.goto(url);
  if (axe) await axe(`${url} at ${WIDTH}px`);
  else await settle(page);
  const { scrollWidth, widest, unnamedScrollers } = await measure(page);
  const landed = new URL(page.url()).pathname;
  const route = routeAt(landed);
  if (route !== null) measured[brand].add(route);
  const path = new URL(url).pathname;
  if (scrollWidth > WIDTH) problems.push(`${path} is ${scrollWidth}px wide; widest:\n    ${widest.join('\n    ')}`);
  for (const box of unnamedScrollers) problems.push(`${path} scrolls sideways outside a named, focusable region: ${box}`);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
}

/** The brand's manifest as its page's boot carries it (the page the browser is on). */
async function bootManifest(page: Page): Promise<{ brand: { domainId: number }; features: { logoutPage: boolean } }> {
  const boot = JSON.parse((await page.locator('#brand-boot').textContent()) ?? '{}') as { manifest: Awaited<ReturnType<typeof bootManifest>> };
  return boot.manifest;
}

const report = (brand: Brand, problems: string[]) => `pages that do not reflow at ${WIDTH}px on ${brand}:\n  ${problems.join('\n  ')}`;

/**
 * The fault matrix's addresses (test/fixtures/fault-matrix.ts), the brand's own members' first, then the member's own
 * primary care (suffix 0: every brand's member here is its family's subscriber but partnerdep, whose plan has none).
 */
const samplePaths = (brand: Brand): string[] => [
  ...[...faultPages]
    .sort((a, b) => Number(personas[b.persona].brand === brand) - Number(personas[a.persona].brand === brand))
    .map((page) => page.path),
  '/find-care/primary-care/0',
  '/find-care/primary-care/0/search',
];

for (const [index, brand] of brands.entries()) {
  const persona = personas[memberOf[brand]];
  /*
   * axe at 320px on every page, each on one brand in turn (the feature specs run it at every width on the pages they
   * visit): on all four brands it would take minutes more.
   */
  const axeTurn = (i: number) => i % brands.length === index;

  // In order, in one worker: the last test reads what the others measured.
  test.describe(`${brand} at ${WIDTH}px`, () => {
    test.describe.configure({ mode: 'serial' });

    test(`${brand}: every member page fits ${WIDTH}px (signed in as ${persona.username})`, async ({ page, a11y }) => {
      await login(page, brand, persona.username);
      const problems: string[] = [];
      const visited = new Set<string>();
      const linked = new Set<string>();
      const axe = (i: number) => (axeTurn(i) ? (label: string) => a11y.check(page, label) : undefined);

      for (const [i, route] of memberRoutes.filter((p) => !isParameterised(p.path) && !(p.path in needsQuery)).entries()) {
        visited.add(`/${route.path}`);
        for (const address of await visit(page, brand, brandUrl(brand, `/${route.path}`), problems, axe(i))) linked.add(address);
      }
      // A page that needs a query, where a page links to it (a document's download).
      for (const [route, name] of Object.entries(needsQuery)) {
        const address = [...linked].find((a) => pathnameOf(a) === `/${route}` && new URL(a, GATEWAY_ORIGIN).searchParams.has(name));
        if (address) await visit(page, brand, brandUrl(brand, address), problems, axe(0));
      }
      for (const [i, route] of memberRoutes.filter((p) => isParameterised(p.path)).entries()) {
        const pattern = patternOf(route.path);
        const candidates = [...new Set([...linked, ...samplePaths(brand)])].filter((address) => pattern.test(pathnameOf(address)) && !visited.has(pathnameOf(address)));
        for (const address of candidates.slice(0, PER_PATTERN)) {
          visited.add(pathnameOf(address));
          await visit(page, brand, brandUrl(brand, address), problems, axe(i));
        }
      }
      expect(problems, report(brand, problems)).toEqual([]);
    });

    test(`${brand}: every public page fits ${WIDTH}px`, async ({ page, a11y }) => {
      const problems: string[] = [];
      await page.goto(brandUrl(brand, '/login'));
      if (!(await bootManifest(page)).features.logoutPage) absent[brand].set('logout', 'no logout page on this brand: /logout goes to the login page (spec §2)');
      for (const [i, route] of publicRoutes.entries()) {
        await visit(page, brand, brandUrl(brand, `/${route.path}`), problems, axeTurn(i) ? (label) => a11y.check(page, label) : undefined);
      }
      for (const address of Object.values(publicSamples)) await visit(page, brand, brandUrl(brand, address), problems, undefined);
      expect(problems, report(brand, problems)).toEqual([]);
    });

    test(`${brand}: /login-as fits ${WIDTH}px for a staff persona`, async ({ page, a11y }) => {
      const staff = staffOf[brand];
      if (!staff) {
        absent[brand].set('login-as', 'no staff persona signs in on this brand (PERSONAS.md)');
        return;
      }
      expect(await login(page, brand, staff)).toBe('/login-as');
      const problems: string[] = [];
      await visit(page, brand, brandUrl(brand, '/login-as'), problems, (label) => a11y.check(page, label));
      expect(problems, report(brand, problems)).toEqual([]);
    });

    // The temporary token as onboarding keeps it (sessionStorage md.temporary), set up like sso-landing's test below.
    test(`${brand}: the temporary-token pages fit ${WIDTH}px`, async ({ page, request, a11y }) => {
      const faults = await faultScopeFor(page, request);
      await page.goto(brandUrl(brand, '/login'));
      const { domainId } = (await bootManifest(page)).brand;
      const response = await request.post(`${GATEWAY_ORIGIN}/api/token`, { data: { username: persona.username, password: DEMO_PASSWORD, domainId } });
      const { token } = (await response.json()) as { token: string };
      const problems: string[] = [];
      for (const [i, route] of temporaryRoutes.entries()) {
        await page.evaluate((temporary) => sessionStorage.setItem('md.temporary', temporary), token);
        // sso-landing routes on with the token: its account call failing keeps it on its own page to be measured.
        if (route.path === 'sso-landing') await faults.inject({ path: '/api/account', status: 500, times: 10 });
        await visit(page, brand, brandUrl(brand, `/${route.path}`), problems, axeTurn(i) ? (label) => a11y.check(page, label) : undefined);
        expect(new URL(page.url()).pathname, `${route.path} opens with a temporary token`).toBe(`/${route.path}`);
      }
      await faults.clear();
      expect(problems, report(brand, problems)).toEqual([]);
    });

    test(`${brand}: no declared route went unmeasured`, async ({ request }) => {
      // A composed page its member may not have (its notFound section shows to them: the 404 page) is not theirs.
      const verdicts = await notFoundVerdicts(request, persona);
      const unmeasured = pageDeclarations
        .filter((declared) => !measured[brand].has(declared.path) && !absent[brand].has(declared.path))
        .filter((declared) => declared.page === undefined || verdicts.get(declared.page) !== 'show')
        .map((declared) => declared.path);
      const notTheirs = pageDeclarations.filter((d) => !measured[brand].has(d.path)).map((d) => d.path);
      test.info().annotations.push(
        { type: 'measured', description: [...measured[brand]].sort().join(' ') },
        { type: 'not the member\'s', description: notTheirs.map((path) => `${path}${absent[brand].has(path) ? ` (${absent[brand].get(path)})` : ''}`).join(', ') || 'none' },
      );
      expect(unmeasured, `routes of ${brand} not measured at ${WIDTH}px at their own address`).toEqual([]);
    });
  });
}

/*
 * WCAG 1.4.4 Resize text: /sso-landing lets a member zoom like every page (axe meta-viewport, and its stricter
 * best-practice twin: no user-scalable=no, no maximum-scale under 5). Continuing with the temporary token fails
 * (a 500 from the member API), so the page stays on its failure state to be measured.
 */
test('sso-landing lets the member zoom and fits 320px', async ({ page, request }) => {
  const faults = await faultScopeFor(page, request);
  const response = await request.post(`${GATEWAY_ORIGIN}/api/token`, {
    data: { username: 'noemail', password: DEMO_PASSWORD, domainId: 1 },
  });
  const { token } = (await response.json()) as { token: string };
  await page.goto(brandUrl('main', '/login'));
  await page.evaluate((temporary) => sessionStorage.setItem('md.temporary', temporary), token);
  await faults.inject({ path: '/api/account', status: 500, times: 10 });
  await page.goto(brandUrl('main', '/sso-landing'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/sso-landing');
  await faults.clear();

  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport ?? '').not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*[0-4](\.\d*)?(\D|$)/i);
  const results = await new AxeBuilder({ page }).withRules(['meta-viewport', 'meta-viewport-large']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(results.passes.map((v) => v.id).sort()).toEqual(['meta-viewport', 'meta-viewport-large']);
  expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(WIDTH);
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './testing/gateway-harness';

/*
 * What the gateway writes into a page beyond the brand: a signed-in page's first data (first-responses.ts) and
 * the route's preload links (preloads.ts).
 */

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

function pageWith(path: string, options: { cookie?: string; host?: string; scope?: string } = {}) {
  const headers: Record<string, string> = { host: options.host ?? 'main.localhost:4173' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.scope) headers['x-demo-scope'] = options.scope;
  return h.app.inject({ method: 'GET', url: path, headers });
}

function firstResponsesOf(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="first-responses">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe("a signed-in page's first data", () => {
  it('inlines the answers of the member calls, read with the session cookie', async () => {
    const token = await h.login('subscriber');
    const first = firstResponsesOf((await pageWith('/home', { cookie: `other=1; md_session=${token}` })).body);
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'getAccount',
      'getEbillRegistered',
      'getGroups',
      'getHasEbill',
      'getHasReferrals',
      'getIdCardEligible',
      'getMedicareMaterialsEligibility',
      'getPcpEligibility',
      'getPlanManagementDetails',
      'getPrograms',
      'getShowEbillAlert',
    ]);
    expect(first?.getAccount).toEqual((await h.get('/api/account', token)).json());
    // Any signed-in page, not only /home; the inline JSON never holds a `<`.
    const claimsPage = (await pageWith('/claims', { cookie: `md_session=${token}` })).body;
    expect(firstResponsesOf(claimsPage)).not.toBeNull();
    expect(/id="first-responses">(.*?)<\/script>/s.exec(claimsPage)?.[1]).not.toContain('<');
  });

  it("inlines the page's own first data beside the member facts (/id-card's cards), and no other page's", async () => {
    const token = await h.login('subscriber');
    const cards = await h.app.inject({ method: 'GET', url: '/api/idCard/view', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(firstResponsesOf((await pageWith('/id-card', { cookie: `md_session=${token}` })).body)?.getIdCards).toEqual(cards.json());
    expect(firstResponsesOf((await pageWith('/claims', { cookie: `md_session=${token}` })).body)).not.toHaveProperty('getIdCards');
  });

  it('inlines nothing without a session cookie, with a token the gateway refuses, or on a signed-out page', async () => {
    const token = await h.login('subscriber');
    expect(firstResponsesOf((await pageWith('/home')).body)).toBeNull();
    expect(firstResponsesOf((await pageWith('/home', { cookie: 'md_session=not.a.token' })).body)).toBeNull();
    expect(firstResponsesOf((await pageWith('/login', { cookie: `md_session=${token}` })).body)).toBeNull();
  });

  it('asks no eBill call where the brand does not offer eBill', async () => {
    const token = await h.login('partner');
    const first = firstResponsesOf((await pageWith('/home', { cookie: `md_session=${token}`, host: 'partner.localhost' })).body);
    expect(first).toHaveProperty('getAccount');
    expect(Object.keys(first ?? {}).filter((name) => /ebill/i.test(name))).toEqual([]);
  });

  it('leaves a call a demo fault would fail to the browser, without consuming the fault', async () => {
    const token = await h.login('subscriber');
    await h.app.inject({ method: 'POST', url: '/api/__demo/faults', payload: { path: '/api/programs', status: 500, times: 1, scope: 's1' } });
    const first = firstResponsesOf((await pageWith('/home', { cookie: `md_session=${token}`, scope: 's1' })).body);
    expect(first).toHaveProperty('getAccount');
    expect(first).not.toHaveProperty('getPrograms');
    const call = await h.app.inject({ method: 'GET', url: '/api/programs', headers: { authorization: `Bearer ${token}`, 'x-demo-scope': 's1' } });
    expect(call.statusCode).toBe(500);
  });
});

describe('preload links', () => {
  const moduleChunks = {
    modules: {
      'src/features/auth/LoginPage.tsx': 'assets/login-1.js',
      'src/app/shell/AppShell.tsx': 'assets/shell-1.js',
      'src/features/home/HomePage.tsx': 'assets/shell-1.js',
      'src/features/claims/RecentClaimsTile.tsx': 'assets/home-tiles-1.js',
    },
    imports: { 'assets/login-1.js': ['assets/app-abc123.js'], 'assets/shell-1.js': ['assets/login-1.js'], 'assets/home-tiles-1.js': [] },
    widgets: { recentClaims: 'src/features/claims/RecentClaimsTile.tsx' },
  };
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the route's own chunks, and on /home the brand's tiles", async () => {
    await h.repo.write('dist/.vite/module-chunks.json', moduleChunks);
    const manifest = (await h.get('/api/brand-boot')).json().manifest;
    manifest.pages.home.sections = [{ id: 'recent-claims', widget: 'recentClaims', props: {} }];
    await h.repo.write('brands/main.json', manifest);
    expect(preloads((await pageWith('/login')).body)).toEqual(['/assets/login-1.js']);
    expect(preloads((await pageWith('/home')).body)).toEqual(['/assets/login-1.js', '/assets/shell-1.js', '/assets/home-tiles-1.js']);
  });

  it('serves the page without preloads from a build that has no module map', async () => {
    const response = await pageWith('/login');
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([]);
  });
});

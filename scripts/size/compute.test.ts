import { describe, expect, it } from 'vitest';
import {
  computeReport,
  findEntryKey,
  formatReport,
  KB,
  measureRoute,
  ratioText,
  routeFiles,
  staticClosure,
  withModuleKeys,
  type Manifest,
  type RouteBudget,
  type RouteSpec,
} from './compute';

/** Budgets shaped like the real ones (scripts/size/budgets.ts), with a widget that is optional. */
const budgets: RouteBudget[] = [
  { route: '/login', modules: ['src/features/auth/LoginPage.tsx'], budgetBytes: 120 * KB, maxFiles: 5 },
  {
    route: '/home',
    modules: ['src/features/home/HomePage.tsx', /^src\/features\/home\/(.*\/)?WelcomeBanner[^/]*\.tsx$/],
    required: ['src/features/home/HomePage.tsx'],
    budgetBytes: 180 * KB,
  },
];

// A fake build: entry → vendor (→ shared), login page (lazy) → forms, home page (lazy) → shared, cards,
// welcome banner (lazy, its own chunk), claims page (lazy, not on either route).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: [
      'src/features/auth/LoginPage.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/claims/ClaimsPage.tsx',
    ],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js', name: 'vendor', imports: ['_shared-c.js'] },
  '_shared-c.js': { file: 'assets/shared-c.js', name: 'shared' },
  '_forms-d.js': { file: 'assets/forms-d.js', name: 'forms', imports: ['_shared-c.js'] },
  '_cards-e.js': { file: 'assets/cards-e.js', name: 'cards' },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-f.js',
    src: 'src/features/auth/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_forms-d.js'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-g.js',
    src: 'src/features/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_cards-e.js'],
    dynamicImports: ['src/features/home/widgets/WelcomeBanner.tsx'],
  },
  'src/features/home/widgets/WelcomeBanner.tsx': {
    file: 'assets/WelcomeBanner-h.js',
    src: 'src/features/home/widgets/WelcomeBanner.tsx',
    isDynamicEntry: true,
    imports: ['_cards-e.js'],
  },
  'src/features/claims/ClaimsPage.tsx': {
    file: 'assets/ClaimsPage-i.js',
    src: 'src/features/claims/ClaimsPage.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b.js'],
  },
  'brands/assets/logo.svg': { file: 'assets/logo-j.svg', src: 'brands/assets/logo.svg' },
};

// gzip sizes in KB, raw = 3 × gzip.
const gzipKb: Record<string, number> = {
  'assets/index-a.js': 10,
  'assets/vendor-b.js': 60,
  'assets/shared-c.js': 5,
  'assets/forms-d.js': 20,
  'assets/cards-e.js': 8,
  'assets/LoginPage-f.js': 4,
  'assets/HomePage-g.js': 12,
  'assets/WelcomeBanner-h.js': 3,
  'assets/ClaimsPage-i.js': 30,
};
const sizeOf = (file: string) => {
  const gzip = gzipKb[file];
  if (gzip === undefined) throw new Error(`unexpected file ${file}`);
  return { gzip: gzip * KB, raw: 3 * gzip * KB };
};

// The bare app's build as rolldown writes it (keys relative to its root): the lazy page imports the entry back.
const bareManifest: Manifest = {
  'index.html': {
    file: 'assets/index-k.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-l.js', '_vendor-m.js'],
    dynamicImports: ['LoginPage.tsx'],
  },
  '_runtime-l.js': { file: 'assets/runtime-l.js', name: 'rolldown-runtime' },
  '_vendor-m.js': { file: 'assets/vendor-m.js', name: 'vendor', imports: ['_runtime-l.js'] },
  'LoginPage.tsx': { file: 'assets/LoginPage-n.js', src: 'LoginPage.tsx', isDynamicEntry: true, imports: ['_vendor-m.js', 'index.html'] },
};
const bareGzipKb: Record<string, number> = {
  'assets/index-k.js': 2,
  'assets/runtime-l.js': 0.5,
  'assets/vendor-m.js': 76,
  'assets/LoginPage-n.js': 1.5,
};
const bareSizeOf = (file: string) => {
  const gzip = bareGzipKb[file];
  if (gzip === undefined) throw new Error(`unexpected file ${file}`);
  return { gzip: gzip * KB, raw: 3 * gzip * KB };
};
const bareApp: RouteSpec = { route: 'bare app', modules: ['LoginPage.tsx'] };

describe('size computation', () => {
  it('finds the html entry', () => {
    expect(findEntryKey(manifest)).toBe('index.html');
    expect(() => findEntryKey({ a: { file: 'a.js' } })).toThrow(/no entry/);
  });

  it('follows static imports recursively, not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual(['_shared-c.js', '_vendor-b.js', 'index.html']);
    expect(() => staticClosure(manifest, ['nope'])).toThrow(/no entry "nope"/);
  });

  it('counts the entry, the login page and their static imports for /login', () => {
    const { files, missing } = routeFiles(manifest, budgets[0]!);
    expect(files).toEqual([
      'assets/LoginPage-f.js',
      'assets/forms-d.js',
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
    expect(missing).toEqual([]);
  });

  it('counts the home page and the welcome banner chunk for /home, each file once', () => {
    const { files } = routeFiles(manifest, budgets[1]!);
    expect(files).toEqual([
      'assets/HomePage-g.js',
      'assets/WelcomeBanner-h.js',
      'assets/cards-e.js',
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('sums gzip sizes per route and passes within budget', () => {
    const report = computeReport(manifest, budgets, sizeOf);
    expect(report.routes.map((r) => [r.route, r.gzip / KB, r.raw / KB, r.over])).toEqual([
      ['/login', 10 + 60 + 5 + 20 + 4, 3 * 99, false],
      ['/home', 10 + 60 + 5 + 8 + 12 + 3, 3 * 98, false],
    ]);
    expect(report.ok).toBe(true);
    expect(report.largest.map((c) => c.file)).toEqual([
      'assets/vendor-b.js',
      'assets/ClaimsPage-i.js',
      'assets/forms-d.js',
      'assets/HomePage-g.js',
      'assets/index-a.js',
    ]);
  });

  it('fails a route over its budget and says by how much', () => {
    const tight = [{ ...budgets[0]!, budgetBytes: 90 * KB }, budgets[1]!];
    const report = computeReport(manifest, tight, sizeOf);
    expect(report.ok).toBe(false);
    expect(report.routes[0]).toMatchObject({ over: true, overBytes: true, overFiles: false });
    const text = formatReport(report);
    expect(text).toMatch(/\/login\s+5\s+297\.0\s+99\.0\s+90\.0\s+5\s+n\/a\s+OVER BUDGET by 9\.0 KB$/m);
    expect(text).toMatch(/\/home\s+6\s+294\.0\s+98\.0\s+180\.0\s+-\s+n\/a\s+ok$/m);
    expect(text).toContain('size: FAILED');
  });

  it('fails a route with more JS files than its file budget, even within its byte budget', () => {
    const fewer = [{ ...budgets[0]!, maxFiles: 4 }, budgets[1]!];
    const report = computeReport(manifest, fewer, sizeOf);
    expect(report.ok).toBe(false);
    expect(report.routes[0]).toMatchObject({ maxFiles: 4, over: true, overBytes: false, overFiles: true });
    expect(report.routes[1]).toMatchObject({ maxFiles: null, over: false, overFiles: false });
    expect(formatReport(report)).toMatch(/\/login\s+5\s+297\.0\s+99\.0\s+120\.0\s+4\s+n\/a\s+TOO MANY FILES: 5 > 4$/m);

    const both = computeReport(manifest, [{ ...budgets[0]!, budgetBytes: 90 * KB, maxFiles: 4 }], sizeOf);
    expect(formatReport(both)).toMatch(/OVER BUDGET by 9\.0 KB; TOO MANY FILES: 5 > 4$/m);
  });

  it('allows exactly the file budget', () => {
    expect(computeReport(manifest, [{ ...budgets[0]!, maxFiles: 5 }], sizeOf).ok).toBe(true);
  });

  it('fails when a required page module is not in the manifest, but not for an optional widget', () => {
    const withoutBanner: Manifest = { ...manifest };
    delete withoutBanner['src/features/home/widgets/WelcomeBanner.tsx'];
    expect(computeReport(withoutBanner, budgets, sizeOf).ok).toBe(true);

    const withoutLogin: Manifest = { ...manifest };
    delete withoutLogin['src/features/auth/LoginPage.tsx'];
    const report = computeReport(withoutLogin, budgets, sizeOf);
    expect(report.ok).toBe(false);
    expect(report.routes[0]!.missing).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(formatReport(report)).toMatch(/MODULE NOT FOUND/);
  });
});

describe('the bare app baseline', () => {
  it('measures the bare app as a route: its entry, the entry\'s static imports and its lazy page', () => {
    const baseline = measureRoute(bareManifest, bareApp, bareSizeOf);
    expect(baseline.files).toEqual(['assets/LoginPage-n.js', 'assets/index-k.js', 'assets/runtime-l.js', 'assets/vendor-m.js']);
    expect(baseline.gzip).toBe(80 * KB);
    expect(baseline.raw).toBe(240 * KB);
    expect(baseline.missing).toEqual([]);
  });

  it('gives each route its ratio to the bare app and prints the bare app beside them', () => {
    const baseline = measureRoute(bareManifest, bareApp, bareSizeOf);
    const report = computeReport(manifest, budgets, sizeOf, { baseline });
    expect(report.ok).toBe(true);
    expect(report.baseline).toBe(baseline);
    expect(report.routes.map((r) => r.ratio)).toEqual([99 / 80, 98 / 80]);
    const text = formatReport(report);
    expect(text).toMatch(/\/login\s+5\s+297\.0\s+99\.0\s+120\.0\s+5\s+1\.24×\s+ok$/m);
    expect(text).toMatch(/\/home\s+6\s+294\.0\s+98\.0\s+180\.0\s+-\s+1\.23×\s+ok$/m);
    expect(text).toMatch(/bare app\s+4\s+240\.0\s+80\.0\s+-\s+-\s+1\.00×\s+baseline$/m);
    // The bare app has no budget: it never fails the report by its size.
    expect(text).toContain('size: every route is within its budgets.');
  });

  it('fails when the bare app\'s page is missing from its manifest', () => {
    const withoutPage: Manifest = { ...bareManifest };
    delete withoutPage['LoginPage.tsx'];
    const baseline = measureRoute(withoutPage, bareApp, bareSizeOf);
    expect(baseline.missing).toEqual(['LoginPage.tsx']);
    const report = computeReport(manifest, budgets, sizeOf, { baseline });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toMatch(/bare app\s.*MODULE NOT FOUND$/m);
  });

  it('prints no ratio without a bare app', () => {
    const report = computeReport(manifest, budgets, sizeOf);
    expect(report.baseline).toBeNull();
    expect(report.routes.every((r) => r.ratio === null)).toBe(true);
    expect(formatReport(report)).toContain('no bare app measured');
  });

  it('writes ratios with two decimals and a times sign', () => {
    expect(ratioText(145 / 117.7)).toBe('1.23×');
    expect(ratioText(1)).toBe('1.00×');
    expect(ratioText(null)).toBe('n/a');
  });
});

describe('modules bundled into a chunk group', () => {
  it('are found by their path through the build module map', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: [] },
      '_login-1.js': { file: 'assets/login-1.js', name: 'login', imports: ['index.html'] },
    };
    const keyed = withModuleKeys(manifest, { 'src/features/auth/LoginPage.tsx': 'assets/login-1.js', 'src/gone.ts': 'assets/gone.js' });
    expect(keyed['src/features/auth/LoginPage.tsx']).toBe(manifest['_login-1.js']);
    expect(keyed['src/gone.ts']).toBeUndefined();
    expect(routeFiles(keyed, { route: '/login', modules: ['src/features/auth/LoginPage.tsx'] }).files).toEqual([
      'assets/index.js',
      'assets/login-1.js',
    ]);
  });
});

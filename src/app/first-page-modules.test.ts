import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberApi } from '@schemas/api/member-api';
import { composedPageModules, firstPageModules, firstPageModulesOf } from './first-page-modules';
import { pageDeclarations } from './generated/pages';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/**
 * The modules the route table (routes.tsx, its pages in generated/routes.ts and later-routes.ts, those loaded by
 * page-routes.ts), the widget registry (its second part) and the app's boot (main.tsx: the query client) load
 * lazily, repo-relative.
 */
const lazyModules = new Set(
  ['src/app/routes.tsx', 'src/app/generated/routes.ts', 'src/app/generated/later-routes.ts', 'src/app/page-routes.ts', 'src/app/widget-registry.ts', 'src/app/main.tsx'].flatMap((file) => {
    const importer = path.join(repoRoot, file);
    return [...readFileSync(importer, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) => {
      const base = path.resolve(path.dirname(importer), m[1] ?? '');
      const module = existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
      return path.relative(repoRoot, module).split(path.sep).join('/');
    });
  }),
);

describe('first-page modules', () => {
  it.each([...firstPageModules.flatMap((e) => e.modules), ...composedPageModules])('lists %s, a module loaded lazily', (module) => {
    expect(lazyModules).toContain(module);
  });

  it('matches a route pattern segment by segment', () => {
    expect(firstPageModulesOf('/login').modules).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(firstPageModulesOf('/login/').modules).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(firstPageModulesOf('/error/404').modules).toEqual([
      'src/app/generated/later-routes.ts',
      'src/api/query-client.ts',
      'src/api/first-paint-hold.ts',
      'src/app/error/ErrorRoutePage.tsx',
    ]);
    expect(firstPageModulesOf('/home').widgetsOf).toBe('home');
    // The first pages are routed by the entry alone.
    expect(firstPageModulesOf('/home').modules).not.toContain('src/app/generated/later-routes.ts');
  });

  it("gives a signed-in composed page its manifest page's widgets, the route the router would take", () => {
    expect(firstPageModulesOf('/claims')).toEqual({ path: '/claims', modules: composedPageModules, widgetsOf: 'claims', signedIn: true });
    expect(firstPageModulesOf('/benefits/dental').widgetsOf).toBe('benefit-category');
    // benefits/summary over benefits/:category, whichever is declared first.
    expect(firstPageModulesOf('/benefits/summary').widgetsOf).toBe('benefits-summary');
  });

  it('gives an undeclared path the composed page (the catch-all 404)', () => {
    expect(firstPageModulesOf('/login/extra')).toEqual({ modules: composedPageModules, signedIn: true });
  });

  it("names as a page's first data only its own calls made without arguments: a GET of JSON without path parameters", () => {
    const firstData = pageDeclarations.flatMap((page) => (page.firstData ?? []).map((name) => [page, name] as const));
    expect(firstData.length).toBeGreaterThan(0);
    for (const [page, name] of firstData) {
      const call = memberApi[name];
      expect(page.calls, page.path).toContain(name);
      expect({ method: call?.method, answer: call?.answer ?? 'json', templated: call?.path.includes('{') }, name).toEqual({ method: 'GET', answer: 'json', templated: false });
    }
    expect(firstPageModulesOf('/id-card').firstData).toEqual(['getIdCards']);
  });
});

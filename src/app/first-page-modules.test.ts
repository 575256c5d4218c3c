import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composedPageModules, firstPageModules, firstPageModulesOf } from './first-page-modules';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const routesFile = path.join(repoRoot, 'src/app/routes.tsx');
/** The modules routes.tsx loads lazily, repo-relative. */
const lazyModules = new Set(
  [...readFileSync(routesFile, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
    path.relative(repoRoot, path.resolve(path.dirname(routesFile), `${m[1]}.tsx`)).split(path.sep).join('/'),
  ),
);

describe('first-page modules', () => {
  it.each([...firstPageModules.flatMap((e) => e.modules), ...composedPageModules])('lists %s, a module routes.tsx loads lazily', (module) => {
    expect(lazyModules).toContain(module);
  });

  it('matches a route pattern segment by segment', () => {
    expect(firstPageModulesOf('/login').modules).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(firstPageModulesOf('/login/').modules).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(firstPageModulesOf('/error/404').modules).toEqual(['src/app/error/ErrorRoutePage.tsx']);
    expect(firstPageModulesOf('/home').widgetsOf).toBe('home');
  });

  it('gives any other path the composed page', () => {
    expect(firstPageModulesOf('/benefits/dental').modules).toEqual(composedPageModules);
    expect(firstPageModulesOf('/login/extra').modules).toEqual(composedPageModules);
  });
});

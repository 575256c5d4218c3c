import { describe, expect, it } from 'vitest';
import { areasNamedIn, areasReachedFrom, copyPartsNamedIn, featureOf, relativeImportsIn } from './copy-areas';

const copy = { claims: ['title', 'status'], errors: ['404', 'generic'], ebill: ['paperless'] };

describe('areasNamedIn', () => {
  it('finds the areas of copy keys, whole or begun in a template', () => {
    expect(areasNamedIn("t('claims.title'); t(`errors.${status}`)", copy)).toEqual(['claims', 'errors']);
    expect(areasNamedIn('t(`errors.generic`)', copy)).toEqual(['errors']);
  });

  it('not a dotted name that is no key of that area, nor a key in a comment', () => {
    expect(areasNamedIn("const fact = 'ebill.has';\n// t('claims.title')\n/* t('errors.404') */", copy)).toEqual([]);
  });
});

describe('featureOf', () => {
  it("is the feature folder, or 'app' for the app's own layers", () => {
    expect(featureOf('src/features/claims/ClaimsPage.tsx')).toBe('claims');
    expect(featureOf('src/ui/Button.tsx')).toBe('app');
  });
});

describe('copyPartsNamedIn', () => {
  it("names an area's top-level keys, or the whole area where a key is made from it at run time", () => {
    expect(copyPartsNamedIn("t('claims.title'); t('claims.status'); t('claims.title')", copy)).toEqual(['claims.title', 'claims.status']);
    expect(copyPartsNamedIn("t('errors.404'); t(`errors.${status}`)", copy)).toEqual(['errors']);
  });
});

describe('areasReachedFrom', () => {
  const files = new Map([
    ['src/features/auth/LoginPage.tsx', ['auth']],
    ['src/features/auth/rules.ts', ['forms']],
    ['src/features/auth/forms/RecoverPage.tsx', ['accountForms']],
    ['src/ui/Button.tsx', ['shell']],
  ]);
  const imports = new Map([
    ['src/features/auth/LoginPage.tsx', ['src/features/auth/rules.ts', 'src/ui/Button.tsx']],
    ['src/features/auth/rules.ts', ['src/features/auth/LoginPage.tsx']],
  ]);

  it("follows a page's imports in its own feature only: not its feature's other pages, not the app's layers", () => {
    expect(areasReachedFrom('src/features/auth/LoginPage.tsx', files, (file) => imports.get(file) ?? [])).toEqual(['auth', 'forms']);
  });

  it('reads static, lazy and re-exporting relative imports, not packages or comments', () => {
    const text = "import a from './a';\nexport { b } from '../b/c';\nconst l = lazy(() => import('./lazy'));\nimport 'react';\n// import x from './commented'";
    expect(relativeImportsIn(text)).toEqual(['./a', '../b/c', './lazy']);
  });
});

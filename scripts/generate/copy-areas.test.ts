import { describe, expect, it } from 'vitest';
import { areasNamedIn, featureOf } from './copy-areas';

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

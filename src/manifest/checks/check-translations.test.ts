import { describe, expect, it } from 'vitest';
import { checkTranslations } from './check-translations';
import type { TextFile } from './types';

const file = (path: string, json: unknown): TextFile => ({ file: path, text: JSON.stringify(json) });
const english = new Map([
  ['footer.copyright.line1', '© Summit'],
  ['footer.policies.privacy', 'Privacy'],
  ['shell.skipToMain', 'Skip to main content'],
]);

describe('the Spanish copy in npm run validate', () => {
  it('warns of each key Spanish lacks, naming the Spanish file and the key (not an error)', () => {
    const problems = checkTranslations(
      [file('content/es/footer.json', { copyright: { line1: '© Summit' } }), file('content/es/shell.json', { skipToMain: 'Saltar al contenido principal' })],
      english,
      new Set(),
    );
    expect(problems).toEqual([
      {
        severity: 'warning',
        file: 'content/es/footer.json',
        pointer: '/policies/privacy',
        message: '"footer.policies.privacy" has no es text: pages in that language show the English.',
      },
    ]);
  });

  it('warns of a whole area with no Spanish file, but not of an English area that did not load', () => {
    const problems = checkTranslations([file('content/es/footer.json', { copyright: { line1: 'x' }, policies: { privacy: 'Privacidad' } })], english, new Set());
    expect(problems.map((p) => `${p.severity} ${p.file} ${p.pointer}`)).toEqual(['warning content/es/shell.json /skipToMain']);
    expect(checkTranslations([file('content/es/footer.json', { copyright: { line1: 'x' }, policies: { privacy: 'y' } })], english, new Set(['shell']))).toEqual([]);
  });

  it('is an error for a Spanish key English does not have (it would never show), in the defaults or a brand', () => {
    const complete = [file('content/es/footer.json', { copyright: { line1: 'x' }, policies: { privacy: 'y' } }), file('content/es/shell.json', { skipToMain: 'z' })];
    const problems = checkTranslations(
      [...complete, file('content/es/shell.json', { skipToMain: 'z', skipToMian: 'typo' }), file('content/brands/partner/es/footer.json', { copyrite: 'x' })],
      english,
      new Set(),
    );
    expect(problems.map((p) => `${p.severity} ${p.file} ${p.pointer}`)).toEqual([
      'error content/es/shell.json /skipToMian',
      'error content/brands/partner/es/footer.json /copyrite',
    ]);
  });

  it("warns of a brand's English override that has no Spanish one, in the brand's own folder", () => {
    const complete = [file('content/es/footer.json', { copyright: { line1: 'x' }, policies: { privacy: 'y' } }), file('content/es/shell.json', { skipToMain: 'z' })];
    const brand = file('content/brands/partner/footer.json', { copyright: { line1: '© Partner' }, policies: { privacy: 'Partner privacy' } });
    const problems = checkTranslations([...complete, brand, file('content/brands/partner/es/footer.json', { copyright: { line1: '© Partner' } })], english, new Set());
    expect(problems).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'content/brands/partner/es/footer.json', pointer: '/policies/privacy' }),
    ]);
    expect(problems[0]!.message).toContain('The brand "partner" overrides "footer.policies.privacy" in English but not in es');
  });

  it('reports a Spanish file that is not valid JSON by its file', () => {
    const problems = checkTranslations([{ file: 'content/es/shell.json', text: '{ nope' }], english, new Set());
    expect(problems.some((p) => p.severity === 'error' && p.file === 'content/es/shell.json')).toBe(true);
  });
});

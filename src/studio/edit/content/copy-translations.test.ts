import { describe, expect, it } from 'vitest';
import { isUntranslated, setOverride, translationCells, type CopyRow } from './copy-keys';

const row = (key: string, defaultText: string | undefined, override?: string): CopyRow => ({ key, namespace: key.split('.')[0]!, defaultText, override, flags: [] });

describe("the Copy panel's Spanish column", () => {
  const spanish = translationCells(
    { footer: { copyright: { line1: '© Summit. Todos los derechos reservados.' } }, shell: { skipToMain: 'Saltar al contenido principal' } },
    { footer: { copyright: { line1: '© Socio. Todos los derechos reservados.' } } },
  );

  it("gives each key its Spanish default and the brand's Spanish override", () => {
    expect(spanish('footer.copyright.line1')).toEqual({ defaultText: '© Summit. Todos los derechos reservados.', override: '© Socio. Todos los derechos reservados.' });
    expect(spanish('shell.skipToMain')).toEqual({ defaultText: 'Saltar al contenido principal', override: undefined });
    expect(spanish('shell.loading')).toEqual({ defaultText: undefined, override: undefined });
  });

  it('lists as untranslated a key with no Spanish, and a brand English override with no Spanish one', () => {
    expect(isUntranslated(row('shell.loading', 'Loading…'), spanish('shell.loading'))).toBe(true);
    expect(isUntranslated(row('shell.skipToMain', 'Skip to main content'), spanish('shell.skipToMain'))).toBe(false);
    expect(isUntranslated(row('shell.skipToMain', 'Skip to main content', 'Skip ahead'), spanish('shell.skipToMain'))).toBe(true);
    expect(isUntranslated(row('footer.copyright.line1', '© Summit', '© Partner'), spanish('footer.copyright.line1'))).toBe(false);
    // A key English lacks is the English column's problem (unknown), not an untranslated one.
    expect(isUntranslated(row('footer.nope', undefined, 'x'), spanish('footer.nope'))).toBe(false);
  });

  it('writes a Spanish override into its namespace file and removes an emptied one, like the English', () => {
    const es = setOverride({}, 'shell.skipToMain', 'Ir al contenido');
    expect(es.shell).toMatchObject({ skipToMain: 'Ir al contenido' });
    expect(setOverride(es, 'shell.skipToMain', '')).toEqual({});
  });
});

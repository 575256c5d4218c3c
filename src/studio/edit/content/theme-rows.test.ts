import { describe, expect, it } from 'vitest';
import { nonTextContrastPairs, textContrastPairs } from '../../../../schemas/generic/theme.schema';
import { brandManifest } from '../../../../test/brand-fixtures';
import { contrastProblems } from '../../../manifest/checks/check-contrast';
import type { BrandManifest } from '../../../manifest/manifest-types';
import { colourInputValue, contrastRows, contrastRowsOf, isThemeColour, logoLimits, themeColourNamesOf } from './theme-rows';

const colors = () => ({ ...(brandManifest('main').theme.colors as Record<string, string>) });

describe('contrastRows', () => {
  it('has one row per pair the validator checks, text at 4.5:1 and the focus ring at 3:1', () => {
    const rows = contrastRows(colors());
    expect(rows).toHaveLength(textContrastPairs.length + nonTextContrastPairs.length);
    expect(rows.find((r) => r.foreground === 'text' && r.background === 'background')).toMatchObject({ minimum: 4.5, kind: 'text', passes: true });
    expect(rows.find((r) => r.foreground === 'focus' && r.background === 'background')).toMatchObject({ minimum: 3, kind: 'non-text' });
  });

  it('fails exactly the pairs npm run validate reports, with its rounded ratio', () => {
    const c = { ...colors(), textMuted: '#aaaaaa', onPrimary: '#777777' };
    const failing = contrastRows(c).filter((r) => !r.passes);
    const manifest = { ...brandManifest('main'), theme: { ...brandManifest('main').theme, colors: c } } as BrandManifest;
    const problems = contrastProblems({ file: 'brands/main.json', manifest } as Parameters<typeof contrastProblems>[0]);
    expect(failing.map((r) => `/theme/colors/${r.foreground}`)).toEqual(problems.map((p) => p.pointer));
    for (const [i, row] of failing.entries()) expect(problems[i]!.message).toContain(`has contrast ${row.ratioText};`);
    expect(contrastRows({ text: '#000000', background: '#ffffff' }).find((r) => r.foreground === 'text')!.ratioText).toBe('21:1');
  });

  it('gives no ratio (and no pass) while a colour is not #rrggbb', () => {
    const row = contrastRows({ ...colors(), text: '#12' }).find((r) => r.foreground === 'text' && r.background === 'background')!;
    expect(row).toMatchObject({ ratio: null, ratioText: null, passes: false });
  });

  it('lists the rows a colour takes part in, as foreground or background', () => {
    const rows = contrastRows(colors());
    expect(contrastRowsOf(rows, 'surface').map((r) => r.foreground)).toEqual(['text', 'textMuted', 'link', 'primary', 'secondary']);
    expect(contrastRowsOf(rows, 'headerBackground').map((r) => r.foreground)).toEqual(['headerText', 'focus']);
    expect(contrastRowsOf(rows, 'border')).toEqual([]);
  });
});

describe('theme fields', () => {
  it('accepts only the schema’s colour form', () => {
    expect(isThemeColour('#0a1B2c')).toBe(true);
    expect(isThemeColour('#abc')).toBe(false);
    expect(isThemeColour('0a1b2c')).toBe(false);
    expect(colourInputValue('#0A1B2C')).toBe('#0a1b2c');
    expect(colourInputValue('nope')).toBe('#000000');
  });
  it('orders colour names as the schema does, unknown ones last', () => {
    expect(themeColourNamesOf({ background: '', primary: '', extra: '' })).toEqual(['primary', 'background', 'extra']);
  });
  it('reads the logo’s limits from the schema', () => {
    expect(logoLimits.width).toMatchObject({ minimum: 16, maximum: 400 });
    expect(logoLimits.src.test('/brand-assets/partner-logo.svg')).toBe(true);
    expect(logoLimits.src.test('https://example.com/logo.svg')).toBe(false);
  });
});

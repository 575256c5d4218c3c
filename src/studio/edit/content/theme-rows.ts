import { nonTextContrastPairs, textContrastPairs, themeSchema } from '../../../../schemas/generic/theme.schema';
import { manifestOnlyPatterns } from '../../../../schemas/generic/manifest-only-patterns';
import { patterns } from '../../../../schemas/generic/patterns';
import { contrastRatio, formatRatio, NON_TEXT_CONTRAST, parseHexColour, TEXT_CONTRAST } from '../../../engine/theme/contrast';

/*
 * The theme panel's logic, React-free: the WCAG contrast of each pair `npm run validate` checks (its pairs, its
 * minimums, its ratio function and rounding), and the schema's own limits for colours and the logo. Pure.
 */

export interface ContrastRow {
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for a non-text indicator (the focus ring), as the validator checks them. */
  minimum: number;
  kind: 'text' | 'non-text';
  /** Null while either colour is not a #rrggbb colour. */
  ratio: number | null;
  /** "4.4:1" (rounded down, as the validator words it), or null. */
  ratioText: string | null;
  passes: boolean;
}

const colourPattern = new RegExp(patterns.colour);
const fontListPattern = new RegExp(manifestOnlyPatterns.fontList, 'u');

/** True for a font list the theme schema accepts (the same pattern: no CSS can ride along). */
export const isThemeFontList = (value: string): boolean => fontListPattern.test(value);

/** True for a colour the theme schema accepts. */
export const isThemeColour = (value: string): boolean => colourPattern.test(value) && parseHexColour(value) !== null;

/** Every pair the validator checks, with its ratio for these colours. */
export function contrastRows(colors: Readonly<Record<string, string>>): ContrastRow[] {
  const row = ([foreground, background]: readonly [string, string], minimum: number, kind: ContrastRow['kind']): ContrastRow => {
    const a = colors[foreground];
    const b = colors[background];
    const ratio = a !== undefined && b !== undefined && isThemeColour(a) && isThemeColour(b) ? contrastRatio(a, b) : null;
    return { foreground, background, minimum, kind, ratio, ratioText: ratio === null ? null : formatRatio(ratio), passes: ratio !== null && ratio >= minimum };
  };
  return [
    ...textContrastPairs.map((pair) => row(pair, TEXT_CONTRAST, 'text')),
    ...nonTextContrastPairs.map((pair) => row(pair, NON_TEXT_CONTRAST, 'non-text')),
  ];
}

/** The rows a colour takes part in (as foreground or background), to show beside it. */
export const contrastRowsOf = (rows: readonly ContrastRow[], colour: string): ContrastRow[] =>
  rows.filter((r) => r.foreground === colour || r.background === colour);

/** The theme's colour names in the schema's order. */
export const themeColourNamesOf = (colors: Readonly<Record<string, unknown>>): string[] => {
  const declared = Object.keys(themeSchema.properties.colors.properties);
  return [...declared.filter((name) => name in colors), ...Object.keys(colors).filter((name) => !declared.includes(name))];
};

/** The logo's fields and limits, from the theme schema. */
export const logoLimits = {
  width: themeSchema.properties.logo.properties.width,
  height: themeSchema.properties.logo.properties.height,
  src: new RegExp(themeSchema.properties.logo.properties.src.pattern),
};

/** A colour input needs #rrggbb: a valid #rgb is widened, anything else shows black. */
export function colourInputValue(value: string): string {
  const rgb = isThemeColour(value) ? parseHexColour(value) : null;
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : '#000000';
}

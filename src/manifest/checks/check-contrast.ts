import { nonTextContrastPairs, textContrastPairs } from '../../../schemas/generic/theme.schema';
import { contrastRatio, formatRatio, NON_TEXT_CONTRAST, TEXT_CONTRAST } from '../../engine/theme/contrast';
import type { LoadedManifest } from './check-manifests';
import { error, type Problem } from './types';

/** WCAG 2.2 AA: each text pair of the theme reaches 4.5:1, each non-text pair (focus ring) 3:1. */
export function contrastProblems({ file, manifest }: LoadedManifest): Problem[] {
  const colors = manifest.theme.colors as Record<string, string>;
  const check = (pairs: readonly (readonly [string, string])[], minimum: number, what: string) =>
    pairs.flatMap(([foreground, background]) => {
      const ratio = contrastRatio(colors[foreground]!, colors[background]!);
      if (ratio >= minimum) return [];
      return [
        error(
          file,
          `/theme/colors/${foreground}`,
          `${foreground} ${colors[foreground]} on ${background} ${colors[background]} has contrast ${formatRatio(ratio)}; ${what} needs at least ${minimum}:1.`,
          `Make ${foreground} darker or lighter, or change ${background}, until they differ enough (WCAG 2.2 AA).`,
        ),
      ];
    });
  return [...check(textContrastPairs, TEXT_CONTRAST, 'text'), ...check(nonTextContrastPairs, NON_TEXT_CONTRAST, 'a non-text indicator')];
}

import { flattenCopy } from '../../engine/content/flatten-copy';
import { parseJson } from './parse-json';
import type { Problem, TextFile } from './types';

/*
 * The dashboard's one wording where copy has a choice to make (issue 29: 'Email' across settings and forms, never
 * 'E-mail'). Over every copy file (content/, each language, each brand's overrides): what the studio's draft checks
 * run too, so an editor's override meets it as well.
 */

/** Each wording the copy keeps to: what it must not say, and what it says instead. */
const wordings = [{ not: /\be-mail/i, say: 'Email', instead: 'E-mail' }] as const;

/** A warning for each text of a copy file that says a word the dashboard writes another way. */
export function wordingProblems(files: readonly TextFile[]): Problem[] {
  return files.flatMap((source) => {
    const parsed = parseJson(source);
    if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') return [];
    return [...flattenCopy(parsed.value as Record<string, unknown>)].flatMap(([key, text]) =>
      wordings
        .filter((wording) => wording.not.test(text))
        .map((wording): Problem => ({
          severity: 'warning',
          file: source.file,
          pointer: `/${key.split('.').join('/')}`,
          message: `"${text}" says "${wording.instead}": the dashboard writes "${wording.say}" (one wording across settings and forms).`,
        })),
    );
  });
}

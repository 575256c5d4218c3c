import { fileSizeProblem } from '../../engine/manifest/limits';
import { error, type Problem, type TextFile } from './types';

/** Parses a JSON file; a file over the size limit or a syntax error becomes a problem (with its line and column). */
export function parseJson(source: TextFile): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  const tooLarge = fileSizeProblem(source.file, new TextEncoder().encode(source.text).length);
  if (tooLarge) return { ok: false, problem: tooLarge };
  try {
    return { ok: true, value: JSON.parse(source.text) as unknown };
  } catch (e) {
    const position = /position (\d+)/.exec((e as Error).message);
    const where = position ? ` near ${lineAndColumn(source.text, Number(position[1]))}` : '';
    return {
      ok: false,
      problem: error(
        source.file,
        '',
        `The file is not valid JSON${where}.`,
        'Look for a missing or extra comma, quote or bracket there.',
      ),
    };
  }
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
}

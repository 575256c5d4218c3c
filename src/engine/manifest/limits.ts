import { appendPointer } from './json-pointer';
import type { Problem } from './problems';

/**
 * How deep lists and objects may nest in a manifest file. The real manifests nest about 8 levels (a rule inside a
 * section of a page); 64 leaves room for any real one while keeping every recursive step after the check (overlay,
 * schema validation, semantic checks, sentences, rule evaluation) far from the stack's limit.
 */
export const MAX_MANIFEST_DEPTH = 64;

/**
 * How many values (objects, lists, texts, numbers...) a manifest or copy file may hold; the largest real one, the
 * base manifest, holds about 600. Some checks compare list elements with each other, so this bounds their time.
 */
export const MAX_MANIFEST_VALUES = 20_000;

/** How large a manifest or copy file may be; the real ones are a few KB. Larger is a problem, not a slow read. */
export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

/**
 * The first value nested deeper than MAX_MANIFEST_DEPTH, as an error at its pointer, or the whole document when it
 * holds more than MAX_MANIFEST_VALUES values; null when neither. Iterative (an explicit stack), so it is safe on
 * any input, however deep or large: it runs before anything that recurses.
 */
export function sizeOrDepthProblem(root: unknown): Problem | null {
  const pending: { value: unknown; pointer: string; depth: number }[] = [{ value: root, pointer: '', depth: 0 }];
  for (let count = 1; pending.length > 0; count++) {
    if (count > MAX_MANIFEST_VALUES) {
      return {
        severity: 'error',
        pointer: '',
        message: `The file holds more than ${MAX_MANIFEST_VALUES.toLocaleString('en-US')} values; no manifest needs that many.`,
        hint: 'Look for a part pasted many times over.',
      };
    }
    const { value, pointer, depth } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_MANIFEST_DEPTH) {
      return {
        severity: 'error',
        pointer,
        message: `Lists and objects are nested more than ${MAX_MANIFEST_DEPTH} levels deep here; no manifest needs that many.`,
        hint: 'Look for brackets pasted more than once or never closed.',
      };
    }
    for (const [key, child] of Object.entries(value)) pending.push({ value: child, pointer: appendPointer(pointer, key), depth: depth + 1 });
  }
  return null;
}

/** The problem of a file of `bytes` bytes when it is over MAX_MANIFEST_BYTES, or null. */
export function fileSizeProblem(file: string, bytes: number): Problem | null {
  if (bytes <= MAX_MANIFEST_BYTES) return null;
  const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return {
    severity: 'error',
    file,
    pointer: '',
    message: `The file is ${megabytes(bytes)}; a manifest or copy file may be at most ${megabytes(MAX_MANIFEST_BYTES)}.`,
    hint: 'Check that the file is the one meant here, and that nothing was pasted into it many times.',
  };
}

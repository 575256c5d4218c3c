import { quote as quoteJson } from '../../engine/manifest/quote';

/*
 * Two values of one change as a sentence shows them. Each is cut to a readable length, but two long values that
 * share a long start would be cut to the same text and the reviewer would see no difference (a theme font with CSS
 * smuggled in after "Arial"): then each is shown as an excerpt around the first character where they differ.
 */

const LIMIT = 60;
/** Characters shown before the first difference, so the excerpt reads in context. */
const BEFORE = 20;

/** A value as one line of text: a string as it is, a list of plain values as `[a, b]`, anything else as JSON. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  try {
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return `[${value.map((v) => quoteJson(v)).join(', ')}]`;
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** `text` from `start`, LIMIT characters, with "…" where it was cut on either side. */
function excerpt(text: string, start: number): string {
  const end = start + LIMIT;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** The two values of a change, each as `quote` shows it, or as excerpts around their first difference. */
export function quotePair(before: unknown, after: unknown, quote: (value: unknown) => string = quoteJson): [string, string] {
  const plain: [string, string] = [quote(before), quote(after)];
  const a = textOf(before);
  const b = textOf(after);
  if (a === null || b === null || a === b) return plain;
  const first = commonPrefix(a, b);
  // The plain cut shows the difference already.
  if (first < LIMIT - 1 || (a.length <= LIMIT && b.length <= LIMIT)) return plain;
  const start = first - BEFORE;
  const wrap = (value: unknown, text: string) => (typeof value === 'string' ? `"${excerpt(text, start)}"` : excerpt(text, start));
  return [wrap(before, a), wrap(after, b)];
}

/** How many characters of a value a sentence shows; a longer value is cut with "…" (a sentence stays readable). */
const MAX_QUOTED_LENGTH = 60;

/** `text` cut to a readable length. */
export const shorten = (text: string): string => (text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 1)}…` : text);

/**
 * Any value as a sentence shows it: text in quotes, anything else as JSON, both cut to a readable length. Total:
 * never throws, whatever the value (an object with a "toString" key, one too deep to stringify).
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') return `"${shorten(value)}"`;
  try {
    return shorten(JSON.stringify(value) ?? String(value));
  } catch {
    return Array.isArray(value) ? 'a list' : 'an object';
  }
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"` (`last` joins the last two). */
export const quoteList = (values: readonly unknown[], last = 'or'): string =>
  values.length <= 1
    ? values.map(quote).join('')
    : `${values.slice(0, -1).map(quote).join(', ')} ${last} ${quote(values[values.length - 1])}`;

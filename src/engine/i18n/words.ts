/**
 * Words a page shows that may come from the member API (issue 30): a copy key (with its values), when the answer
 * carries a code the page has words for, or the API's own text as it came, when it does not.
 */
export type Words = { key: string; values?: Record<string, unknown> } | { text: string };

/** The text of `words`, copy keys translated with `t`. */
export const wordsText = (words: Words, t: (key: string, values?: Record<string, unknown>) => string): string =>
  'key' in words ? t(words.key, words.values) : words.text;

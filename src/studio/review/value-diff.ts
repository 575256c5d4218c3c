/*
 * Where two long values differ, to read in a change list: the part both share at the start and at the end elided
 * (a few characters kept for context), the differing part of each marked. Two long values that share a long start
 * are never both cut to the same prefix. Pure.
 */

export interface DiffPart {
  text: string;
  /** The differing part (shown in <mark>). */
  changed?: boolean;
}

/** Characters kept on each side of the difference. */
const CONTEXT = 16;
/** The longest differing part shown whole; a longer one is cut at its end. */
const LONGEST = 160;
/** Values at most this long read whole in the sentence: no excerpt needed. */
export const SHORT_VALUE = 60;

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function sharedEnd(a: string, b: string, start: number): number {
  let i = 0;
  while (i < a.length - start && i < b.length - start && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
}

function side(text: string, start: number, end: number): DiffPart[] {
  const middle = text.slice(start, text.length - end);
  const before = start > CONTEXT ? `…${text.slice(start - CONTEXT, start)}` : text.slice(0, start);
  const afterText = text.slice(text.length - end);
  const after = afterText.length > CONTEXT ? `${afterText.slice(0, CONTEXT)}…` : afterText;
  const shown = middle.length > LONGEST ? `${middle.slice(0, LONGEST)}…` : middle;
  return [...(before ? [{ text: before }] : []), { text: shown, changed: true }, ...(after ? [{ text: after }] : [])];
}

/** Both values as parts: elided shared start and end, the differing middle of each marked (empty when one only adds). */
export function valueDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const start = sharedStart(before, after);
  const end = sharedEnd(before, after, start);
  return { before: side(before, start, end), after: side(after, start, end) };
}

/** Whether a pair needs the excerpt (either value too long to read whole in the sentence, and they differ). */
export const needsValueDiff = (before: string, after: string) => before !== after && (before.length > SHORT_VALUE || after.length > SHORT_VALUE);

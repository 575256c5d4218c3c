/* The studio layout's keyboard rules (the view tabs, the split's separator). Pure. */

export const SPLIT_MIN = 20;
export const SPLIT_MAX = 80;
export const SPLIT_STEP = 2;
export const SPLIT_DEFAULT = 55;

/** The separator's next value (the preview's share of the width, in %) for a key, or null: not its key. */
export function splitAfterKey(value: number, key: string): number | null {
  const clamp = (v: number) => Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, v));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - SPLIT_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + SPLIT_STEP);
    case 'PageDown':
      return clamp(value - 10);
    case 'PageUp':
      return clamp(value + 10);
    case 'Home':
      return SPLIT_MIN;
    case 'End':
      return SPLIT_MAX;
    default:
      return null;
  }
}

/** A split read back (the browser's storage): a number in range, else the default. */
export function storedSplit(text: string | null): number {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value >= SPLIT_MIN && value <= SPLIT_MAX ? value : SPLIT_DEFAULT;
}

/** The tab a key moves to in a horizontal tab list of `count` tabs (wrapping), or null: not its key. */
export function tabAfterKey(index: number, count: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

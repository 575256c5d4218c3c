/** WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Pure. */

/** WCAG 2.2 AA minimums: 4.5:1 for text, 3:1 for a non-text indicator (a focus ring). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** Red, green and blue (0–255) of "#rgb" or "#rrggbb", or null for anything else. */
export function parseHexColour(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, 0 (black) to 1 (white). Throws on a value that is not a hex colour. */
export function relativeLuminance(colour: string): number {
  const rgb = parseHexColour(colour);
  if (!rgb) throw new Error(`"${colour}" is not a #rrggbb colour.`);
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, from 1 to 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** "4.4:1": rounded down to one decimal, so a failing ratio never reads as a pass. */
export const formatRatio = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

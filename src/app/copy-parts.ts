/*
 * A part of the copy: a whole area (`errors`) or one of an area's top-level keys (`benefits.planStatus`). A page's
 * boot carries the parts its shell names and its route's whole areas (copy-areas.ts), so the shell's one word of an
 * area does not bring the whole area onto every page. Pure.
 */

const areaOf = (part: string) => part.split('.', 1)[0]!;

/** The parts, each once, without those a whole area among them already holds. */
export function coveringParts(parts: Iterable<string>): string[] {
  const unique = new Set(parts);
  const whole = new Set([...unique].filter((part) => !part.includes('.')));
  return [...unique].filter((part) => !part.includes('.') || !whole.has(areaOf(part))).sort();
}

/** The copy of these parts (those it has). */
export function copyInParts(copy: Readonly<Record<string, unknown>>, parts: Iterable<string>): Record<string, unknown> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const part of coveringParts(parts)) {
    const area = areaOf(part);
    const value = copy[area];
    if (!Object.hasOwn(copy, area) || typeof value !== 'object' || value === null) continue;
    if (!part.includes('.')) {
      result[area] = value as Record<string, unknown>;
      continue;
    }
    const key = part.slice(area.length + 1);
    if (!Object.hasOwn(value, key)) continue;
    result[area] = { ...(result[area] ?? {}), [key]: (value as Record<string, unknown>)[key] };
  }
  return result;
}

import { appendPointer, escapePointerSegment } from './json-pointer';
import type { Problem } from './problems';
import { quote, shorten } from './quote';

/**
 * Lays an overlay document over a base document (DESIGN.md "base manifest and brand overlays"). Pure, generic JSON:
 * - objects merge key by key; `null` removes the key;
 * - a list whose elements all carry an `id` merges element by element, by id:
 *   - an element with a known id overrides the fields it names (each named field replaces the base's), or, with
 *     `"$replace": true`, replaces the element whole;
 *   - `"$remove": true` removes the element;
 *   - an element with a new id is inserted;
 *   - `"$before": id` or `"$after": id` places the element (new or existing: that is how a list is reordered);
 *     a new element without either goes at the end;
 * - any other value (a list without ids, a string, a number) replaces the base's.
 * Problems point into the overlay, so an editor finds the line to fix.
 */
export function applyOverlay(base: unknown, overlay: unknown): { value: unknown; problems: Problem[] } {
  const problems: Problem[] = [];
  const value = mergeValue(base, overlay, '', problems);
  return { value, problems };
}

type Json = Record<string, unknown>;
type Element = Json & { id: string };

const directives = ['$remove', '$replace', '$before', '$after'] as const;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdList = (value: unknown): value is Element[] =>
  Array.isArray(value) && value.length > 0 && value.every((e) => isRecord(e) && typeof e.id === 'string');

function mergeValue(base: unknown, overlay: unknown, pointer: string, problems: Problem[]): unknown {
  if (isRecord(base) && isRecord(overlay)) return mergeObject(base, overlay, pointer, problems);
  if (isIdList(base) && Array.isArray(overlay)) return mergeList(base, overlay, pointer, problems);
  if (Array.isArray(overlay)) return overlay.map((e, i) => stripDirectives(e, `${pointer}/${i}`, problems, false));
  return overlay;
}

function mergeObject(base: Json, overlay: Json, pointer: string, problems: Problem[]): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (value === null) delete merged[key];
    else merged[key] = key in base ? mergeValue(base[key], value, appendPointer(pointer, key), problems) : value;
  }
  return merged;
}

function mergeList(base: Element[], overlay: unknown[], pointer: string, problems: Problem[]): Element[] {
  const list = [...base];
  overlay.forEach((entry, index) => {
    const at = `${pointer}/${index}`;
    if (!isRecord(entry) || typeof entry.id !== 'string') {
      problems.push(error(at, 'This list is merged by id: each element here needs an "id" (the element it changes or adds).'));
      return;
    }
    const id = entry.id;
    const found = list.findIndex((e) => e.id === id);
    if (entry.$remove === true) {
      if (found < 0) problems.push(error(`${at}/id`, `There is no ${quote(id)} to remove here.`, knownIds(list.map((e) => e.id))));
      else list.splice(found, 1);
      return;
    }
    const own = stripDirectives(entry, at, problems, true) as Element;
    const element: Element = found < 0 || entry.$replace === true ? own : { ...list[found]!, ...own };
    if (found >= 0) list.splice(found, 1);
    const anchor = placeAfterOrBefore(entry, at, list, problems);
    if (anchor === null) list.splice(found >= 0 ? found : list.length, 0, element);
    else list.splice(anchor, 0, element);
  });
  return list;
}

/** Where `$before` / `$after` puts the element, or null when it names neither (stay in place or append). */
function placeAfterOrBefore(entry: Json, at: string, list: Element[], problems: Problem[]): number | null {
  for (const key of ['$before', '$after'] as const) {
    const target = entry[key];
    if (target === undefined) continue;
    const index = list.findIndex((e) => e.id === target);
    if (typeof target !== 'string' || index < 0) {
      problems.push(error(`${at}/${key}`, `There is no ${quote(target)} to place ${quote(entry.id)} ${key.slice(1)}.`, knownIds(list.map((e) => e.id))));
      return null;
    }
    return key === '$before' ? index : index + 1;
  }
  return null;
}

function stripDirectives(entry: unknown, at: string, problems: Problem[], inIdList: boolean): unknown {
  if (!isRecord(entry)) return entry;
  const own: Json = {};
  for (const [key, value] of Object.entries(entry)) {
    if ((directives as readonly string[]).includes(key)) {
      if (!inIdList) problems.push(error(`${at}/${escapePointerSegment(key)}`, `"${key}" only works in a list whose elements have ids.`));
      continue;
    }
    own[key] = value;
  }
  return own;
}

const knownIds = (ids: string[]) => (ids.length > 0 ? `The ids here are: ${ids.map(shorten).join(', ')}.` : undefined);

function error(pointer: string, message: string, hint?: string): Problem {
  return hint === undefined ? { severity: 'error', pointer, message } : { severity: 'error', pointer, message, hint };
}

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

export const directives = ['$remove', '$replace', '$before', '$after'] as const;

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
    else setOwn(merged, key, Object.hasOwn(base, key) ? mergeValue(base[key], value, appendPointer(pointer, key), problems) : value);
  }
  return merged;
}

/** `object[key] = value` as an own key, even for "__proto__" (which would otherwise replace the prototype). */
const setOwn = (object: Json, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

function mergeList(base: Element[], overlay: unknown[], pointer: string, problems: Problem[]): Element[] {
  const list = [...base];
  // Each id's position while no element has moved or gone (most overlays only override in place or append), so a
  // long list is not searched once per entry; after a move, a search.
  let positions: Map<string, number> | null = new Map([...list.entries()].reverse().map(([i, e]) => [e.id, i]));
  const indexOf = (id: unknown): number =>
    typeof id !== 'string' ? -1 : positions ? (positions.get(id) ?? -1) : list.findIndex((e) => e.id === id);
  overlay.forEach((entry, index) => {
    const at = `${pointer}/${index}`;
    if (!isRecord(entry) || typeof entry.id !== 'string') {
      problems.push(error(at, 'This list is merged by id: each element here needs an "id" (the element it changes or adds).'));
      return;
    }
    const id = entry.id;
    const found = indexOf(id);
    if (entry.$remove === true) {
      if (found < 0) problems.push(error(`${at}/id`, `There is no ${quote(id)} to remove here.`, knownIds(list)));
      else {
        list.splice(found, 1);
        positions = null;
      }
      return;
    }
    const own = stripDirectives(entry, at, problems, true) as Element;
    const element: Element = found < 0 || entry.$replace === true ? own : { ...list[found]!, ...own };
    if (entry.$before === undefined && entry.$after === undefined) {
      if (found >= 0) list[found] = element;
      else {
        list.push(element);
        positions?.set(id, list.length - 1);
      }
      return;
    }
    if (found >= 0) list.splice(found, 1);
    positions = null;
    const anchor = placeAfterOrBefore(entry, at, list, problems, indexOf);
    list.splice(anchor ?? (found >= 0 ? found : list.length), 0, element);
  });
  return list;
}

/** Where `$before` / `$after` puts the element, or null when it names neither (stay in place or append). */
function placeAfterOrBefore(entry: Json, at: string, list: Element[], problems: Problem[], indexOf: (id: unknown) => number): number | null {
  for (const key of ['$before', '$after'] as const) {
    const target = entry[key];
    if (target === undefined) continue;
    const index = indexOf(target);
    if (index < 0) {
      problems.push(error(`${at}/${key}`, `There is no ${quote(target)} to place ${quote(entry.id)} ${key.slice(1)}.`, knownIds(list)));
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
    setOwn(own, key, value);
  }
  return own;
}

/** At most this many ids go into a hint. */
const MAX_IDS_IN_HINT = 20;

function knownIds(list: readonly Element[]): string | undefined {
  if (list.length === 0) return undefined;
  const ids = list.slice(0, MAX_IDS_IN_HINT).map((e) => shorten(e.id));
  return `The ids here are: ${ids.join(', ')}${list.length > MAX_IDS_IN_HINT ? ', …' : ''}.`;
}

function error(pointer: string, message: string, hint?: string): Problem {
  return hint === undefined ? { severity: 'error', pointer, message } : { severity: 'error', pointer, message, hint };
}

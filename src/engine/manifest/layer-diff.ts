/**
 * The inverse of `applyOverlay` (./overlay.ts): the smallest overlay that turns `base` into `target`, so
 * `applyOverlay(base, diffLayer(base, target)).value` deep-equals `target`, with no problems. Pure, generic JSON:
 * - objects: only the keys that changed (a key added or changed, recursively), `null` for a key removed;
 * - a list whose base elements all carry an `id`, and whose target elements do too: by id. An element merges
 *   shallowly (each changed field given whole; `"$replace": true` with the whole element when a field went away,
 *   since a field cannot be removed otherwise); `"$remove": true` for an id gone; a new id inserted; `"$before"` /
 *   `"$after"` only for the elements that truly moved: the longest run of elements still in base order stays in
 *   place, so a tile moved from 5 to 2 is one entry;
 * - anything else replaces the base's value.
 * Key order: a key new to an object comes after the base's keys (as applyOverlay adds it); an existing key keeps its
 * base position (applyOverlay cannot move it).
 */
export function diffLayer(base: unknown, target: unknown): Record<string, unknown> {
  if (!isRecord(base) || !isRecord(target)) throw new TypeError('diffLayer compares two JSON objects.');
  return diffObject(base, target);
}

type Json = Record<string, unknown>;
type Element = Json & { id: string };

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdList = (value: unknown): value is Element[] =>
  Array.isArray(value) && value.length > 0 && value.every((e) => isRecord(e) && typeof e.id === 'string');
/** A list that can be laid over an id list entry by entry: elements with ids (possibly none at all). */
const isIdEntries = (value: unknown): value is Element[] =>
  Array.isArray(value) && value.every((e) => isRecord(e) && typeof e.id === 'string');

/** Deep equality of JSON values (object key order aside). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
}

/** `object[key] = value` as an own key, even for "__proto__". */
const setOwn = (object: Json, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

function diffValue(base: unknown, target: unknown): unknown {
  if (isRecord(base) && isRecord(target)) return diffObject(base, target);
  if (isIdList(base) && isIdEntries(target)) return diffIdList(base, target);
  return target;
}

function diffObject(base: Json, target: Json): Json {
  const overlay: Json = {};
  for (const [key, value] of Object.entries(target)) {
    if (!Object.hasOwn(base, key)) setOwn(overlay, key, value);
    else if (!jsonEqual(base[key], value)) setOwn(overlay, key, diffValue(base[key], value));
  }
  for (const key of Object.keys(base)) if (!Object.hasOwn(target, key)) setOwn(overlay, key, null);
  return overlay;
}

/** The entry that turns the base element into the target one: changed fields, or the whole element. */
function elementEntry(before: Element | undefined, after: Element): Json {
  if (!before) return { ...after };
  const lostField = Object.keys(before).some((k) => !Object.hasOwn(after, k));
  if (lostField) return { ...after, $replace: true };
  const entry: Json = { id: after.id };
  for (const [key, value] of Object.entries(after)) if (key !== 'id' && !jsonEqual(before[key], value)) setOwn(entry, key, value);
  return entry;
}

function diffIdList(base: Element[], target: Element[]): Json[] {
  const targetIds = new Set(target.map((e) => e.id));
  const baseById = new Map(base.map((e) => [e.id, e]));
  const entries: Json[] = [];
  // Removals first, so every anchor named later is still there.
  const list = base.filter((e) => {
    if (targetIds.has(e.id)) return true;
    entries.push({ id: e.id, $remove: true });
    return false;
  });
  // The elements that stay in place: the longest run of shared elements in base order.
  const shared = target.filter((e) => baseById.has(e.id));
  const basePosition = new Map(list.map((e, i) => [e.id, i]));
  const kept = new Set(longestIncreasing(shared.map((e) => basePosition.get(e.id)!)).map((i) => shared[i]!.id));
  // Changes in place.
  for (const element of target) {
    if (!kept.has(element.id)) continue;
    const before = baseById.get(element.id)!;
    if (!jsonEqual(before, element)) entries.push(elementEntry(before, element));
  }
  // Moved and new elements: those before the first kept element from last to first, each before its successor;
  // the rest in order, each after its predecessor (already in place by then).
  const ids = list.map((e) => e.id);
  const firstKept = target.findIndex((e) => kept.has(e.id));
  const leading = firstKept < 0 ? target.length : firstKept;
  const order = [...Array.from({ length: leading }, (_, i) => leading - 1 - i), ...Array.from({ length: target.length - leading }, (_, i) => leading + i)];
  for (const index of order) {
    const element = target[index]!;
    if (kept.has(element.id)) continue;
    const entry = elementEntry(baseById.get(element.id), element);
    const current = ids.indexOf(element.id);
    const without = ids.filter((id) => id !== element.id);
    let at: number;
    if (index < leading) {
      const next = target[index + 1]?.id;
      at = next === undefined ? without.length : without.indexOf(next);
      if (next !== undefined) entry.$before = next;
    } else {
      const previous = target[index - 1]!.id;
      at = without.indexOf(previous) + 1;
      entry.$after = previous;
    }
    // Where the element lands with no placement (in place, or at the end when new): then none is needed.
    const unplaced = current >= 0 ? current : without.length;
    if (unplaced === at) {
      delete entry.$before;
      delete entry.$after;
    }
    without.splice(at, 0, element.id);
    ids.splice(0, ids.length, ...without);
    const unchanged = current >= 0 && entry.$before === undefined && entry.$after === undefined && jsonEqual(baseById.get(element.id), element);
    if (!unchanged) entries.push(entry);
  }
  return entries;
}

/** The indexes (into `values`) of a longest strictly increasing subsequence. */
export function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = []; // index of the smallest tail of each length
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const run: number[] = [];
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) run.push(i);
  return run.reverse();
}

import type { BrandContent, JsonObject } from './content-types';

/*
 * A three-way merge of a draft onto a later publication: what the draft changed since its base (`common`) laid over
 * what was published since (`theirs`). Objects merge key by key; any other value (a list too) is one value: changed
 * on one side only, that side wins; changed on both to different values, a conflict (its JSON pointer). Pure.
 */

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const ABSENT = Symbol('absent');
type Value = unknown | typeof ABSENT;

function merge3(path: string, common: Value, mine: Value, theirs: Value, conflicts: string[]): Value {
  if (same(mine, theirs)) return mine;
  if (same(mine, common)) return theirs;
  if (same(theirs, common)) return mine;
  if (isObject(common) && isObject(mine) && isObject(theirs)) {
    const out: JsonObject = {};
    // Keys in the draft's order, then the publication's new ones.
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(common)])) {
      const at = (o: JsonObject): Value => (Object.hasOwn(o, key) ? o[key] : ABSENT);
      const value = merge3(`${path}/${escape(key)}`, at(common), at(mine), at(theirs), conflicts);
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  }
  conflicts.push(path || '/');
  return mine;
}

export function rebaseContent(common: BrandContent, mine: BrandContent, theirs: BrandContent): { content: BrandContent; conflicts: string[] } {
  const conflicts: string[] = [];
  const manifest = merge3('/manifest', common.manifest, mine.manifest, theirs.manifest, conflicts) as JsonObject;
  const copy = merge3('/copy', common.copy, mine.copy, theirs.copy, conflicts);
  return { content: { manifest, copy: (copy === ABSENT ? {} : copy) as Record<string, JsonObject> }, conflicts };
}

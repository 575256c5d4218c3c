import type { BrandContent, ChangeLine, JsonObject } from './content-types';
import { resolveContent } from './resolve';

/*
 * What changed between two contents, in sentences a publisher reads, by element id: a list of objects with ids is
 * compared element by element (added, removed, moved, changed), never by position alone. Pure, browser-safe.
 */

type Basis = { base: JsonObject; defaults: Record<string, JsonObject> };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? 'nothing');
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every element is an object with a string id: compared by id. */
const idOf = (value: unknown): string | null => (isObject(value) && typeof value.id === 'string' ? value.id : null);
const byId = (list: unknown[]) => list.every((item) => idOf(item) !== null);

/** What an element of a list is called, from where it is. */
function noun(path: string): string {
  if (/\/sections$/.test(path)) return 'tile';
  if (/^\/menus\//.test(path)) return 'menu item';
  if (/^\/alerts$/.test(path)) return 'alert';
  return 'element';
}

function compare(path: string, before: unknown, after: unknown, out: ChangeLine[]) {
  if (same(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const at = `${path}/${escape(key)}`;
      if (!(key in after)) out.push({ kind: 'removed', path: at, text: `${at} removed (was ${shown(before[key])})` });
      else if (!(key in before)) out.push({ kind: 'added', path: at, text: `${at} added: ${shown(after[key])}` });
      else compare(at, before[key], after[key], out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && byId(before) && byId(after)) {
    const what = noun(path);
    const beforeIds = before.map(idOf) as string[];
    const afterIds = after.map(idOf) as string[];
    for (const [i, id] of beforeIds.entries()) {
      const at = `${path}/${escape(id)}`;
      const j = afterIds.indexOf(id);
      if (j < 0) {
        out.push({ kind: 'removed', path: at, text: `${what} '${id}' removed (was at ${i + 1})` });
        continue;
      }
      // Moved: its place among the elements both lists keep changed.
      const keptBefore = beforeIds.filter((x) => afterIds.includes(x));
      const keptAfter = afterIds.filter((x) => beforeIds.includes(x));
      if (keptBefore.indexOf(id) !== keptAfter.indexOf(id)) out.push({ kind: 'moved', path: at, text: `${what} '${id}' moved from ${i + 1} to ${j + 1}` });
      compare(at, before[i], after[j], out);
    }
    for (const [j, id] of afterIds.entries()) {
      if (!beforeIds.includes(id)) out.push({ kind: 'added', path: `${path}/${escape(id)}`, text: `${what} '${id}' added at ${j + 1}` });
    }
    return;
  }
  out.push({ kind: 'changed', path: path || '/', text: `${path || '/'} changed from ${shown(before)} to ${shown(after)}` });
}

/** Copy as `namespace.key.path` → text. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (isObject(value)) for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, value);
  return out;
}

export function describeChanges(basis: Basis, before: BrandContent, after: BrandContent): ChangeLine[] {
  const a = resolveContent(basis, before);
  const b = resolveContent(basis, after);
  const lines: ChangeLine[] = [];
  compare('', a.manifest, b.manifest, lines);
  const copyBefore = flatten(a.copy, '', new Map());
  const copyAfter = flatten(b.copy, '', new Map());
  for (const key of new Set([...copyBefore.keys(), ...copyAfter.keys()])) {
    const was = copyBefore.get(key);
    const now = copyAfter.get(key);
    if (same(was, now)) continue;
    const path = `copy:${key}`;
    if (was === undefined) lines.push({ kind: 'added', path, text: `copy ${key} added: ${shown(now)}` });
    else if (now === undefined) lines.push({ kind: 'removed', path, text: `copy ${key} removed (was ${shown(was)})` });
    else lines.push({ kind: 'changed', path, text: `copy ${key} changed from ${shown(was)} to ${shown(now)}` });
  }
  return lines;
}

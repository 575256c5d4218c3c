import { create, type ArrayDelta, type Delta, type ObjectDelta } from 'jsondiffpatch';
import { appendPointer } from '../../engine/manifest/json-pointer';
import { quote as quoteJson, shorten } from '../../engine/manifest/quote';
import type { BrandContent, ChangeLine, JsonObject } from './content-types';
import { quotePair, textOf } from './quote-pair';
import { resolveContent, type ContentBasis } from './resolve';
import { isRecord, ownValue } from './json-values';

/*
 * What changed between two contents, in a publisher's words. The RESOLVED manifests and copy are compared (what
 * members see), with jsondiffpatch matching list elements by id, so a moved tile is one move, never a rewrite, and
 * the tiles it shifted say nothing.
 */

const hasId = (value: unknown): value is JsonObject & { id: string } => isRecord(value) && typeof value.id === 'string';
/** Two values that form a list merged by id (an empty side counts when the other has ids). */
const areIdLists = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length + b.length > 0 && a.every(hasId) && b.every(hasId);

/** A value as a sentence shows it: text in quotes, a list as `[27, 33]`, anything else as JSON; cut when long. */
export function quote(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return shorten(`[${value.map((v) => quoteJson(v)).join(', ')}]`);
  return quoteJson(value);
}

/** A changed line's two values whole, when both read as text. */
function valuesOf(from: unknown, to: unknown): { values?: { from: string; to: string } } {
  const a = textOf(from);
  const b = textOf(to);
  return a === null || b === null ? {} : { values: { from: a, to: b } };
}

const differ = create({
  objectHash: (item, index) => (hasId(item) ? `id:${item.id}` : `index:${index ?? 0}`),
  arrays: { detectMove: true, includeValueOnMove: false },
  // The file's own schema reference is no content.
  propertyFilter: (name) => name !== '$schema',
});

/** Every change from `before` to `after`: the manifest's first, then the copy's, then each other language's. */
export function describeChanges(basis: ContentBasis, before: BrandContent, after: BrandContent): ChangeLine[] {
  const from = resolveContent(basis, before);
  const to = resolveContent(basis, after);
  return [...describeManifestChanges(from.manifest, to.manifest), ...describeCopyChanges(from.copy, to.copy, after.copy), ...describeTranslationChanges(before, after)];
}

/**
 * The changes to the brand's overrides in the other languages (`es`): each line names its language, and an
 * override taken away says the line is that language's default again.
 */
export function describeTranslationChanges(before: BrandContent, after: BrandContent): ChangeLine[] {
  const languages = new Set([...Object.keys(before.translations ?? {}), ...Object.keys(after.translations ?? {})]);
  return [...languages].sort().flatMap((language) => {
    const of = (content: BrandContent) => (ownValue(content.translations ?? {}, language) ?? {}) as Record<string, JsonObject>;
    return describeCopyChanges(of(before), of(after), undefined, language);
  });
}

/** The changes between two resolved manifests. */
export function describeManifestChanges(before: JsonObject, after: JsonObject): ChangeLine[] {
  const lines: ChangeLine[] = [];
  walk(differ.diff(before, after), before, after, { pointer: '', segments: [], element: null }, lines);
  return lines;
}

/**
 * The changes between two resolved copies (namespace → keys). `overrides`, the brand's own copy after the change,
 * when given, tells a line that went back to the English default. With `language`, the two are that language's
 * overrides: each line names the language, and one taken away is that language's default again.
 */
export function describeCopyChanges(
  before: Record<string, JsonObject>,
  after: Record<string, JsonObject>,
  overrides?: Record<string, JsonObject>,
  language?: string,
): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const visit = (from: unknown, to: unknown, keys: string[]): void => {
    if (isRecord(from) && isRecord(to)) {
      for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
        if (key !== '$schema' || keys.length > 1) visit(ownValue(from, key), ownValue(to, key), [...keys, key]);
      }
      return;
    }
    // A whole group of lines added or removed: one line each.
    if (isRecord(from) && to === undefined) return visit(from, {}, keys);
    if (isRecord(to) && from === undefined) return visit({}, to, keys);
    if (differ.diff(from, to) === undefined) return;
    const [namespace, ...rest] = keys;
    const key = [namespace, ...rest].join('.');
    const path = language ? `copy:${language}:${key}` : `copy:${key}`;
    const name = language ? `${key} (${language})` : key;
    if (from === undefined) lines.push({ kind: 'added', path, text: `copy ${name} added: ${quote(to)}` });
    else if (to === undefined) lines.push({ kind: 'removed', path, text: language ? `copy ${name} is the default again (was ${quote(from)})` : `copy ${name} removed (was ${quote(from)})` });
    else {
      const backToDefault = overrides !== undefined && !hasPath(ownValue(overrides, namespace!), rest);
      const [was, now] = quotePair(from, to, quote);
      lines.push({
        kind: 'changed',
        path,
        text: `copy ${name} changed from ${was} to ${now}${backToDefault ? ' (the English default again)' : ''}`,
        ...valuesOf(from, to),
      });
    }
  };
  for (const namespace of new Set([...Object.keys(before), ...Object.keys(after)])) visit(ownValue(before, namespace) ?? {}, ownValue(after, namespace) ?? {}, [namespace]);
  return lines;
}

function hasPath(value: unknown, keys: readonly string[]): boolean {
  let at = value;
  for (const key of keys) {
    if (!isRecord(at) || !Object.hasOwn(at, key)) return false;
    at = at[key];
  }
  return true;
}

/** Where the walk is: the pointer (element ids for list elements), its segments, and the element it is inside. */
export interface Place {
  pointer: string;
  segments: string[];
  /** The nearest list element the place is inside: its words, and the segments where it starts. */
  element: { label: string; depth: number } | null;
}

/** The words for an element of the id list at `list` (its segments). */
export function elementLabel(list: readonly string[], id: string, outer: Place['element'], pointer: string): string {
  const [first, second, third] = list;
  if (!outer) {
    if (first === 'pages' && third === 'sections' && list.length === 3)
      return second === 'home' ? `tile '${id}'` : `section '${id}' of page '${second}'`;
    if (first === 'menus' && list.length === 2) return `menu item '${id}' of menu '${second}'`;
    if (first === 'alerts' && list.length === 1) return `alert '${id}'`;
    if (first === 'footer' && list.length === 2) return `footer link '${id}'`;
    if (first === 'contact' && second === 'departments' && list.length === 2) return `contact department '${id}'`;
    return `'${id}' of ${pointer}`;
  }
  return `${outer.label}: ${list.slice(outer.depth).join('.')} '${id}'`;
}

/** The words for a value at `place` that is no list element: a theme colour, a field of an element, a pointer. */
export function valueLabel(place: Place): string {
  const { segments, element } = place;
  if (element) return `${element.label}: ${segments.slice(element.depth).join('.')}`;
  if (segments[0] === 'theme' && segments[1] === 'colors' && segments.length === 3) return `theme colour ${segments[2]}`;
  return place.pointer;
}

const child = (place: Place, key: string): Place => ({ ...place, pointer: appendPointer(place.pointer, key), segments: [...place.segments, key] });

function walk(delta: Delta, before: unknown, after: unknown, place: Place, lines: ChangeLine[]) {
  if (delta === undefined) return;
  if (isRecord(delta) && (delta as JsonObject)._t === 'a') {
    if (areIdLists(before, after)) walkIdList(delta as unknown as ArrayDelta, before as JsonObject[], after as JsonObject[], place, lines);
    else changed(before, after, place, lines);
    return;
  }
  if (Array.isArray(delta)) {
    changed(before, after, place, lines);
    return;
  }
  const object = delta as ObjectDelta;
  for (const key of Object.keys(object)) {
    walk(object[key], ownValue(before, key), ownValue(after, key), child(place, key), lines);
  }
}

function changed(before: unknown, after: unknown, place: Place, lines: ChangeLine[]) {
  const what = valueLabel(place);
  const path = place.pointer;
  if (before === undefined) lines.push({ kind: 'added', path, text: `${what} added: ${quote(after)}` });
  else if (after === undefined) lines.push({ kind: 'removed', path, text: `${what} removed (was ${quote(before)})` });
  else {
    const [was, now] = quotePair(before, after, quote);
    lines.push({ kind: 'changed', path, text: `${what} changed from ${was} to ${now}`, ...valuesOf(before, after) });
  }
}

function walkIdList(delta: ArrayDelta, before: JsonObject[], after: JsonObject[], place: Place, lines: ChangeLine[]) {
  const label = (id: string) => elementLabel(place.segments, id, place.element, place.pointer);
  const elementPlace = (id: string): Place => {
    const at = child(place, id);
    return { ...at, element: { label: label(id), depth: at.segments.length } };
  };
  const moves = new Map<string, number>(); // id → old index
  for (const key of Object.keys(delta)) {
    if (!key.startsWith('_') || key === '_t') continue;
    const entry = delta[key as `_${number}`];
    const old = Number(key.slice(1));
    const id = String(before[old]!.id);
    if (entry?.[2] === 3) moves.set(id, old);
    else lines.push({ kind: 'removed', path: child(place, id).pointer, text: `${label(id)} removed` });
  }
  after.forEach((element, index) => {
    const id = String(element.id);
    const entry = delta[index];
    const from = moves.get(id);
    if (from !== undefined) lines.push({ kind: 'moved', path: child(place, id).pointer, text: `${label(id)} moved from ${from + 1} to ${index + 1}` });
    if (entry === undefined) return;
    if (Array.isArray(entry) && entry.length === 1) {
      lines.push({ kind: 'added', path: child(place, id).pointer, text: `${label(id)} added at ${index + 1}` });
      return;
    }
    const previous = before.find((e) => e.id === id);
    walk(entry, previous, element, elementPlace(id), lines);
  });
}

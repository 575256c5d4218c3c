import type { JsonObject } from '../../../manifest/edit/content-types';

/*
 * The structure editor's pure operations on the resolved manifest (React-free, unit-tested beside this file).
 * Every function returns a new value and never mutates its input: a panel hands the result to `onResolvedChange`.
 */

/** A step into a JSON value: an object key or a list index. */
export type PathStep = string | number;

/** The list with the element at `from` moved to `to` (both 0-based; out-of-range or equal: a copy, unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** The list with `item` inserted at `at` (default: the end). */
export function insertItem<T>(list: readonly T[], item: T, at: number = list.length): T[] {
  const next = [...list];
  next.splice(Math.max(0, Math.min(at, list.length)), 0, item);
  return next;
}

/** The list without the element at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the element at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

/** `recentClaims` → `recent-claims`: a widget or key name as an element id (ids are lower-case, dash-separated). */
export function kebabId(name: string): string {
  const id = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return id === '' ? 'item' : id;
}

/** `base` if no element has it, else `base-2`, `base-3`, … (the first free one). */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The ids of a list's elements (elements without a string id are skipped). */
export function idsOf(list: readonly unknown[]): string[] {
  return list.flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : []));
}

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` (undefined when any step is missing). */
export function getAt(root: unknown, path: readonly PathStep[]): unknown {
  let here: unknown = root;
  for (const step of path) {
    if (Array.isArray(here) && typeof step === 'number') here = here[step];
    else if (isObject(here) && typeof step === 'string') here = Object.hasOwn(here, step) ? here[step] : undefined;
    else return undefined;
  }
  return here;
}

/**
 * `root` with the value at `path` replaced (copying only the objects and lists on the way). `undefined` removes an
 * object's key (a rule cleared). Missing objects on the way are created; a list index must exist.
 */
export function setAt<T>(root: T, path: readonly PathStep[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [step, ...rest] = path as [PathStep, ...PathStep[]];
  if (Array.isArray(root)) {
    if (typeof step !== 'number' || step < 0 || step >= root.length) throw new RangeError(`No element ${String(step)} in a list of ${root.length}`);
    return replaceAt(root, step, setAt(root[step], rest, value)) as T;
  }
  if (typeof step !== 'string') throw new TypeError(`A list index (${step}) into something that is not a list`);
  const object: JsonObject = isObject(root) ? root : {};
  const next = setAt(object[step], rest, value);
  if (next === undefined && rest.length === 0) {
    const { [step]: _removed, ...kept } = object;
    return kept as T;
  }
  return { ...object, [step]: next } as T;
}

/** A short reading of an element's props: `programIds: 1, 33, 37, 93, 8 · shortcuts: ebill, outlineOfCoverage`. */
export function summarizeProps(props: unknown, maxLength = 80): string {
  if (!isObject(props) || Object.keys(props).length === 0) return '';
  const text = Object.entries(props)
    .map(([key, value]) => `${key}: ${shortValue(value)}`)
    .join(' · ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

function shortValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(shortValue).join(', ');
  if (isObject(value)) return typeof value.id === 'string' ? value.id : `{${Object.keys(value).join(', ')}}`;
  return String(value);
}

/** The page ids of a resolved manifest's `pages`, home first, then in the manifest's order. */
export function pageIdsOf(resolved: JsonObject): string[] {
  const pages = isObject(resolved.pages) ? Object.keys(resolved.pages) : [];
  return pages.includes('home') ? ['home', ...pages.filter((p) => p !== 'home')] : pages;
}

/** The English text of a copy key (`menu.home` → "Home"): a brand's override first, then the defaults; else null. */
export function copyText(key: string, ...sources: readonly Record<string, JsonObject>[]): string | null {
  const [namespace, ...rest] = key.split('.');
  if (namespace === undefined || rest.length === 0) return null;
  for (const source of sources) {
    const found = getAt(source[namespace], rest);
    if (typeof found === 'string') return found;
  }
  return null;
}

/** An element's fields for its form: without its id (the list's) and its rule (the rule builder's). */
export function formPart(item: JsonObject): JsonObject {
  const { id: _id, rule: _rule, ...rest } = item;
  return rest;
}

/** The element with its form's fields replaced, keeping its id and rule. */
export function withFormPart(item: JsonObject, data: JsonObject): JsonObject {
  return { id: item.id, ...data, ...(item.rule === undefined ? {} : { rule: item.rule }) };
}

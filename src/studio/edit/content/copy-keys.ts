import { flattenCopy } from '../../../engine/content/flatten-copy';
import { escapePointerSegment, pointerSegments } from '../../../engine/manifest/json-pointer';
import { copyKeyReferences } from '../../../manifest/checks/copy-key-references';
import type { JsonObject, Problem } from '../../../manifest/edit/content-types';

/*
 * The copy panel's logic, React-free: every i18n key of a brand (the English defaults flattened, `home.tools.title`),
 * its override, and what is wrong with it. Pure.
 */

/** What is wrong with one key. */
export type CopyFlag =
  /** The resolved manifest uses the key (at these pointers) and neither the defaults nor the overrides have its text. */
  | { kind: 'missing'; pointers: string[] }
  /** The brand overrides a key content/en does not have: the override is never used. */
  | { kind: 'unknown' }
  /** The override leaves out placeholders the default has (`{{name}}`). */
  | { kind: 'interpolation'; dropped: string[] }
  /** A problem the server reported in the copy override file at this key. */
  | { kind: 'problem'; problem: Problem };

export interface CopyRow {
  /** `home.tools.title`: the namespace (file name), then the path in the file. */
  key: string;
  namespace: string;
  /** The English default (content/en), or undefined when content/en has no such key. */
  defaultText: string | undefined;
  /** The brand's override, or undefined when it has none. */
  override: string | undefined;
  flags: CopyFlag[];
}

/** Every namespace's text leaves as dotted keys, the namespace first (`footer.copyright.line1`). */
export function flattenNamespaces(files: Record<string, JsonObject>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [namespace, resources] of Object.entries(files)) {
    for (const [key, text] of flattenCopy(resources, namespace)) keys.set(key, text);
  }
  return keys;
}

/** The placeholders of an i18next text, by name: `Hello {{ name }}, {{count, number}}` → ['name', 'count']. */
export function interpolations(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{-?\s*([^}\s,]+)[^}]*\}\}/g)) names.add(match[1]!);
  return [...names];
}

/** The default's placeholders the override leaves out. */
export const droppedInterpolations = (defaultText: string, override: string): string[] => {
  const kept = new Set(interpolations(override));
  return interpolations(defaultText).filter((name) => !kept.has(name));
};

/** The file of a brand's copy overrides for a namespace (the path `npm run validate` names in its problems). */
export const copyFile = (brand: string, namespace: string): string => `content/brands/${brand}/${namespace}.json`;

/** A key's place: its brand override file and the JSON pointer in it (`footer.copyright.line1` → `/copyright/line1`). */
export function keyToPointer(brand: string, key: string): { file: string; pointer: string } {
  const [namespace, ...path] = key.split('.');
  return { file: copyFile(brand, namespace!), pointer: path.map((segment) => `/${escapePointerSegment(segment)}`).join('') };
}

/** The key a problem's file and pointer name, or null when the file is not one of the brand's copy override files. */
export function pointerToKey(brand: string, file: string | undefined, pointer: string): string | null {
  const prefix = `content/brands/${brand}/`;
  if (!file?.startsWith(prefix) || !file.endsWith('.json')) return null;
  const namespace = file.slice(prefix.length, -'.json'.length);
  if (namespace.includes('/')) return null;
  return [namespace, ...pointerSegments(pointer)].join('.');
}

export interface CopyRowsInput {
  brand: string;
  /** content/en, by namespace. */
  defaults: Record<string, JsonObject>;
  /** The draft's overrides, by namespace. */
  overrides: Record<string, JsonObject>;
  /** The resolved manifest: the copy keys it refers to must have a text. */
  resolved: JsonObject;
  problems: readonly Problem[];
}

/** One row per key: the defaults', the overrides' and those the manifest refers to; sorted by key. */
export function copyRows({ brand, defaults, overrides, resolved, problems }: CopyRowsInput): CopyRow[] {
  const english = flattenNamespaces(defaults);
  const brandTexts = flattenNamespaces(overrides);
  const rows = new Map<string, CopyRow>();
  const row = (key: string): CopyRow => {
    let found = rows.get(key);
    if (!found) {
      found = { key, namespace: key.split('.')[0]!, defaultText: english.get(key), override: brandTexts.get(key), flags: [] };
      rows.set(key, found);
    }
    return found;
  };
  for (const key of english.keys()) row(key);
  for (const [key, text] of brandTexts) {
    const r = row(key);
    if (r.defaultText === undefined) r.flags.push({ kind: 'unknown' });
    else {
      const dropped = droppedInterpolations(r.defaultText, text);
      if (dropped.length > 0) r.flags.push({ kind: 'interpolation', dropped });
    }
  }
  const missing = new Map<string, string[]>();
  // npm run validate's finder, over the generated schema document.
  for (const { pointer, key } of copyKeyReferences(resolved)) {
    if (english.has(key) || brandTexts.has(key)) continue;
    missing.set(key, [...(missing.get(key) ?? []), pointer]);
  }
  for (const [key, pointers] of missing) row(key).flags.push({ kind: 'missing', pointers });
  for (const problem of problems) {
    const key = pointerToKey(brand, problem.file, problem.pointer);
    if (key !== null && key.includes('.')) row(key).flags.push({ kind: 'problem', problem });
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Problems in a copy override file that name no key (the whole file: its syntax, a file of no brand). */
export function fileProblems(brand: string, problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => {
    const key = pointerToKey(brand, p.file, p.pointer);
    return key !== null && !key.includes('.');
  });
}

export interface CopyFilter {
  query: string;
  overriddenOnly: boolean;
  problemsOnly: boolean;
}

/** The rows whose key, default or override contains the query (any case), narrowed by the two filters. */
export function filterRows(rows: readonly CopyRow[], { query, overriddenOnly, problemsOnly }: CopyFilter): CopyRow[] {
  const needle = query.trim().toLocaleLowerCase();
  return rows.filter(
    (r) =>
      (!overriddenOnly || r.override !== undefined) &&
      (!problemsOnly || r.flags.length > 0) &&
      (needle === '' ||
        r.key.toLocaleLowerCase().includes(needle) ||
        (r.defaultText?.toLocaleLowerCase().includes(needle) ?? false) ||
        (r.override?.toLocaleLowerCase().includes(needle) ?? false)),
  );
}

/** Where a brand's new copy file points its editor for the content schema (as the repository's files do). */
export const CONTENT_SCHEMA_REF = '../../../schemas/content.schema.json';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The overrides with `key` set to `text` (new objects, nothing mutated). An empty text is "no override": the key is
 * removed (with groups it leaves empty); a namespace left with no text is dropped (no file), a new one gets `$schema`.
 */
export function setOverride(overrides: Record<string, JsonObject>, key: string, text: string): Record<string, JsonObject> {
  const [namespace, ...path] = key.split('.') as [string, ...string[]];
  const put = (node: JsonObject, depth: number): JsonObject => {
    const segment = path[depth]!;
    const next: JsonObject = { ...node };
    if (depth === path.length - 1) {
      if (text === '') delete next[segment];
      else next[segment] = text;
    } else {
      const child = put(isObject(node[segment]) ? node[segment] : {}, depth + 1);
      if (Object.keys(child).length === 0) delete next[segment];
      else next[segment] = child;
    }
    return next;
  };
  const file = put(overrides[namespace] ?? { $schema: CONTENT_SCHEMA_REF }, 0);
  const result = { ...overrides };
  if (flattenCopy(file).size === 0) delete result[namespace];
  else result[namespace] = file;
  return result;
}

/** A key's text in another language: its default (content/<language>) and the brand's override in it. */
export interface TranslationCell {
  defaultText: string | undefined;
  override: string | undefined;
}

/** Each key's texts in another language, from its defaults and the brand's overrides in it (by namespace). */
export function translationCells(defaults: Record<string, JsonObject> | undefined, overrides: Record<string, JsonObject> | undefined): (key: string) => TranslationCell {
  const texts = flattenNamespaces(defaults ?? {});
  const own = flattenNamespaces(overrides ?? {});
  return (key) => ({ defaultText: texts.get(key), override: own.get(key) });
}

/**
 * Whether a page in the other language would not show this key translated: it has no text in that language, or the
 * brand overrides its English and not its translation (the page would show the default wording). Like npm run
 * validate's warnings (src/manifest/checks/check-translations.ts).
 */
export const isUntranslated = (row: CopyRow, cell: TranslationCell): boolean =>
  row.defaultText !== undefined && cell.override === undefined && (cell.defaultText === undefined || row.override !== undefined);

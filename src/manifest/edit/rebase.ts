import { jsonEqual, longestIncreasing } from '../../engine/manifest/layer-diff';
import { appendPointer } from '../../engine/manifest/json-pointer';
import { elementLabel, quote, valueLabel, type Place } from './changes';
import type { Language } from '../../../schemas/generic/languages';
import type { BrandContent, JsonObject } from './content-types';
import { layerFor } from './layer';
import { resolveContent, type ContentBasis } from './resolve';
import { isRecord } from './json-values';

/*
 * A three-way merge of a brand's content: the changes a draft made since `common` (the publication it started from)
 * replayed onto `theirs` (the publication since), by key and by element id, so a tile moved in the draft and a line
 * of copy changed in the publication are both kept. A conflict (the same value changed differently on both sides, an
 * element one side changed that the other removed, an element both moved to different places) is a sentence, and
 * then nothing is merged: the draft stays as it was.
 */

export interface RebaseResult {
  content: BrandContent;
  conflicts: string[];
}

type Element = JsonObject & { id: string };
const isEntries = (value: unknown): value is Element[] => Array.isArray(value) && value.every((e) => isRecord(e) && typeof e.id === 'string');
const removes = (entry: JsonObject | undefined) => entry?.$remove === true;
/** A layer entry's `$before` / `$after` (none for a resolved element). */
const placement = (entry: JsonObject | undefined): JsonObject | undefined => {
  if (!entry || (entry.$before === undefined && entry.$after === undefined)) return undefined;
  return entry.$before === undefined ? { $after: entry.$after } : { $before: entry.$before };
};
const unplaced = (entry: Element | undefined): Element | undefined => {
  if (!entry) return entry;
  const { $before: _before, $after: _after, ...rest } = entry;
  return rest as Element;
};

interface Context {
  place: Place;
  /** Copy: the words are "copy <namespace>.<key>"; else the manifest's. */
  copy: boolean;
  /** Another language's copy: its words add the language, "copy <namespace>.<key> (es)". */
  language?: string;
  conflicts: string[];
}

/**
 * `basis` (the base and defaults the contents are laid over), when given, makes the manifests merge as members see
 * them (the resolved manifests, whose lists hold every element), the merged one turned back into a layer with
 * `layerFor`; without it, the layers merge as they are (an entry's placement, `$before` / `$after`, and its `$remove`
 * are then values of their own). Copy overrides merge as they are either way.
 */
export function rebaseContent(common: BrandContent, mine: BrandContent, theirs: BrandContent, basis?: ContentBasis): RebaseResult {
  const conflicts: string[] = [];
  const root: Place = { pointer: '', segments: [], element: null };
  const manifestContext: Context = { place: root, copy: false, conflicts };
  let manifest: unknown;
  if (basis) {
    const [c, m, t] = [common, mine, theirs].map((content) => resolveContent(basis, content).manifest);
    const merged = merge(c, m, t, manifestContext);
    manifest = isRecord(merged) ? layerFor(basis.base, merged, { ...theirs.manifest, ...mine.manifest }) : merged;
  } else manifest = merge(common.manifest, mine.manifest, theirs.manifest, manifestContext);
  const copy = merge(common.copy, mine.copy, theirs.copy, { place: root, copy: true, conflicts });
  // Each other language's overrides merge as the English ones do, their conflicts naming the language.
  const translations: NonNullable<BrandContent['translations']> = {};
  const languages = new Set([common, mine, theirs].flatMap((content) => Object.keys(content.translations ?? {})));
  for (const language of [...languages].sort() as Language[]) {
    const [c, m, t] = [common, mine, theirs].map((content) => content.translations?.[language] ?? {});
    const merged = merge(c, m, t, { place: root, copy: true, language, conflicts });
    if (isRecord(merged) && Object.keys(merged).length > 0) translations[language] = merged as Record<string, JsonObject>;
  }
  if (conflicts.length > 0) return { content: mine, conflicts };
  return {
    content: { manifest: (manifest ?? {}) as JsonObject, copy: (copy ?? {}) as Record<string, JsonObject>, ...(Object.keys(translations).length > 0 ? { translations } : {}) },
    conflicts,
  };
}

const into = (ctx: Context, key: string, element?: string): Context => {
  const segments = [...ctx.place.segments, key];
  const pointer = appendPointer(ctx.place.pointer, key);
  const label = element === undefined ? null : elementLabel(ctx.place.segments, element, ctx.place.element, ctx.place.pointer);
  return { ...ctx, place: { pointer, segments, element: label === null ? ctx.place.element : { label, depth: segments.length } } };
};

/** The words for where a conflict is. */
function where(ctx: Context): string {
  if (ctx.copy) return `copy ${ctx.place.segments.join('.')}${ctx.language ? ` (${ctx.language})` : ''}`;
  const { element, segments } = ctx.place;
  if (element && segments.length === element.depth) return element.label;
  return valueLabel(ctx.place) || 'the manifest';
}

function conflict(ctx: Context, common: unknown, mine: unknown, theirs: unknown) {
  const what = where(ctx);
  let sentence: string;
  if (mine === undefined) sentence = `${what}: this draft removes it, but the publication since changed it${theirs === undefined ? '' : ` to ${quote(theirs)}`}.`;
  else if (theirs === undefined) sentence = `${what}: this draft changes it, but the publication since removed it.`;
  else sentence = `${what}: this draft changes it to ${quote(mine)}, but the publication since changed it to ${quote(theirs)}${common === undefined ? '' : ` (it was ${quote(common)})`}.`;
  ctx.conflicts.push(sentence);
}

function merge(common: unknown, mine: unknown, theirs: unknown, ctx: Context): unknown {
  if (jsonEqual(mine, common)) return theirs;
  if (jsonEqual(theirs, common)) return mine;
  if (jsonEqual(mine, theirs)) return mine;
  if (isRecord(mine) && isRecord(theirs) && (common === undefined || isRecord(common))) return mergeObjects(common ?? {}, mine, theirs, ctx);
  if (isEntries(mine) && isEntries(theirs) && (common === undefined || isEntries(common))) return mergeLists(common ?? [], mine, theirs, ctx);
  conflict(ctx, common, mine, theirs);
  return mine;
}

function mergeObjects(common: JsonObject, mine: JsonObject, theirs: JsonObject, ctx: Context): JsonObject {
  const merged: JsonObject = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const value = merge(common[key], mine[key], theirs[key], into(ctx, key));
    if (value !== undefined) Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}

/** The ids of `list` that changed place against `common` (outside the longest run still in common's order). */
function movedIds(common: Element[], list: Element[]): Set<string> {
  const position = new Map(common.map((e, i) => [e.id, i]));
  const shared = list.filter((e) => position.has(e.id));
  const kept = new Set(longestIncreasing(shared.map((e) => position.get(e.id)!)).map((i) => shared[i]!.id));
  return new Set(shared.filter((e) => !kept.has(e.id)).map((e) => e.id));
}

function mergeLists(common: Element[], mine: Element[], theirs: Element[], ctx: Context): Element[] {
  const byId = (list: Element[]) => new Map(list.map((e) => [e.id, e]));
  const [c, m, t] = [byId(common), byId(mine), byId(theirs)];
  const merged = new Map<string, Element>();
  for (const id of new Set([...t.keys(), ...m.keys(), ...c.keys()])) {
    const [ce, me, te] = [c.get(id), m.get(id), t.get(id)];
    const here = into(ctx, id, id);
    // A removal on one side of an element the other side changed: the element's own sentence, not a field's.
    const mineChanged = !jsonEqual(me, ce);
    const theirsChanged = !jsonEqual(te, ce);
    if (mineChanged && theirsChanged && !jsonEqual(me, te)) {
      const gone = (entry: Element | undefined) => removes(entry) || (entry === undefined && ce !== undefined);
      if (gone(te) && me !== undefined && !removes(me)) {
        conflict(here, ce, me, undefined);
        continue;
      }
      if (gone(me) && te !== undefined && !removes(te)) {
        conflict(here, ce, undefined, te);
        continue;
      }
    }
    // A layer entry's placement is one value: both sides placing it differently is a conflict, not a mix.
    const [pc, pm, pt] = [ce, me, te].map(placement);
    if (!jsonEqual(pm, pc) && !jsonEqual(pt, pc) && !jsonEqual(pm, pt)) {
      ctx.conflicts.push(`${where(here)}: this draft moves it, but the publication since moved it elsewhere.`);
      continue;
    }
    const value = merge(unplaced(ce), unplaced(me), unplaced(te), here);
    if (isRecord(value)) merged.set(id, { ...value, ...(jsonEqual(pm, pc) ? pt : pm) } as Element);
  }
  // Their order, then each element this draft moved or added placed after the one before it in the draft.
  const order = theirs.map((e) => e.id).filter((id) => merged.has(id));
  const mineMoved = movedIds(common, mine);
  const theirsMoved = movedIds(common, theirs);
  mine.forEach((element, index) => {
    const id = element.id;
    const added = !c.has(id) && !t.has(id);
    if (!added && !mineMoved.has(id)) return;
    if (!merged.has(id)) return;
    const before = mine.slice(0, index).reverse().find((e) => order.includes(e.id) && e.id !== id)?.id;
    if (theirsMoved.has(id)) {
      const theirsBefore = theirs[theirs.findIndex((e) => e.id === id) - 1]?.id;
      if (theirsBefore !== before) {
        ctx.conflicts.push(`${where(into(ctx, id, id))}: this draft moves it, but the publication since moved it elsewhere.`);
        return;
      }
    }
    const at = order.indexOf(id);
    if (at >= 0) order.splice(at, 1);
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  const result = order.map((id) => merged.get(id)!);
  // A layer entry placed next to an element the other side removed would not apply.
  const removed = new Set(result.filter((e) => removes(e)).map((e) => e.id));
  for (const element of result) {
    const anchor = element.$before ?? element.$after;
    if (typeof anchor === 'string' && removed.has(anchor) && !removes(element)) {
      ctx.conflicts.push(`${where(into(ctx, element.id, element.id))}: it is placed next to '${anchor}', which ${removes(t.get(anchor)) ? 'the publication since' : 'this draft'} removed.`);
    }
  }
  return result;
}

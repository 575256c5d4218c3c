import { appendPointer, pointerSegments } from './json-pointer';
import type { ManifestLayer } from './load';

type Origin = { file?: string; pointer: string };

/**
 * Where a value of a resolved (layered) manifest was written, for any pointer of it: the topmost layer that has
 * the same path, with the pointer in that layer's own file. List positions are followed by element id, since a
 * layer's list holds only the elements it changes. When no layer has the whole path (a key that is missing), the
 * topmost layer that has the longest part of it, with the rest of the path after it. Each list's ids are indexed
 * once for all the pointers asked (a file can have thousands of problems).
 */
export function originFinder(resolved: unknown, layers: readonly ManifestLayer[]): (pointer: string) => Origin {
  const idIndexes: IdIndexes = new Map();
  return (pointer) => findOrigin(pointer, resolved, layers, idIndexes);
}

function findOrigin(pointer: string, resolved: unknown, layers: readonly ManifestLayer[], idIndexes: IdIndexes): Origin {
  const segments = pointerSegments(pointer);
  let best: { file: string; pointer: string; depth: number } | null = null;
  for (const layer of [...layers].reverse()) {
    const found = follow(segments, resolved, layer.raw, idIndexes);
    if (found.depth === segments.length) return { file: layer.file, pointer: found.pointer };
    if (!best || found.depth > best.depth) best = { file: layer.file, pointer: found.pointer, depth: found.depth };
  }
  if (!best) return { pointer };
  const rest = segments.slice(best.depth).reduce((at, segment) => appendPointer(at, segment), best.pointer);
  return { file: best.file, pointer: rest };
}

function follow(segments: string[], resolved: unknown, layer: unknown, idIndexes: IdIndexes): { pointer: string; depth: number } {
  let inResolved = resolved;
  let inLayer = layer;
  let pointer = '';
  for (const [depth, segment] of segments.entries()) {
    const next = Array.isArray(inResolved) && Array.isArray(inLayer) ? sameElement(inResolved, inLayer, segment, idIndexes) : segment;
    if (next === null || !isContainer(inLayer) || !Object.hasOwn(inLayer, next)) return { pointer, depth };
    pointer = appendPointer(pointer, next);
    inResolved = isContainer(inResolved) ? (inResolved as Record<string, unknown>)[segment] : undefined;
    inLayer = (inLayer as Record<string, unknown>)[next];
  }
  return { pointer, depth: segments.length };
}

/** The index in `layerList` of the element at `index` of `resolvedList`, by id (or by position when no ids). */
function sameElement(resolvedList: unknown[], layerList: unknown[], index: string, idIndexes: IdIndexes): string | null {
  const element = resolvedList[Number(index)];
  const id = isContainer(element) ? (element as Record<string, unknown>).id : undefined;
  if (typeof id !== 'string') return index;
  const at = idIndex(layerList, idIndexes).get(id);
  return at === undefined ? null : String(at);
}

type IdIndexes = Map<unknown[], Map<unknown, number>>;

/** Each id's first position in a list. */
function idIndex(list: unknown[], idIndexes: IdIndexes): Map<unknown, number> {
  let index = idIndexes.get(list);
  if (!index) {
    index = new Map();
    for (const [at, e] of list.entries()) {
      const id = isContainer(e) ? (e as Record<string, unknown>).id : undefined;
      if (!index.has(id)) index.set(id, at);
    }
    idIndexes.set(list, index);
  }
  return index;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

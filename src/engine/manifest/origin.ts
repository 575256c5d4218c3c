import { appendPointer, pointerSegments } from './json-pointer';
import type { ManifestLayer } from './load';

/**
 * Where a value of a resolved (layered) manifest was written: the topmost layer that has the same path, with the
 * pointer in that layer's own file. List positions are followed by element id, since a layer's list holds only
 * the elements it changes. When no layer has the whole path (a key that is missing), the topmost layer that has the
 * longest part of it, with the rest of the path after it.
 */
export function originOf(pointer: string, resolved: unknown, layers: readonly ManifestLayer[]): { file?: string; pointer: string } {
  const segments = pointerSegments(pointer);
  let best: { file: string; pointer: string; depth: number } | null = null;
  for (const layer of [...layers].reverse()) {
    const found = follow(segments, resolved, layer.raw);
    if (found.depth === segments.length) return { file: layer.file, pointer: found.pointer };
    if (!best || found.depth > best.depth) best = { file: layer.file, pointer: found.pointer, depth: found.depth };
  }
  if (!best) return { pointer };
  const rest = segments.slice(best.depth).reduce((at, segment) => appendPointer(at, segment), best.pointer);
  return { file: best.file, pointer: rest };
}

function follow(segments: string[], resolved: unknown, layer: unknown): { pointer: string; depth: number } {
  let inResolved = resolved;
  let inLayer = layer;
  let pointer = '';
  for (const [depth, segment] of segments.entries()) {
    const next = Array.isArray(inResolved) && Array.isArray(inLayer) ? sameElement(inResolved, inLayer, segment) : segment;
    if (next === null || !isContainer(inLayer) || !Object.hasOwn(inLayer, next)) return { pointer, depth };
    pointer = appendPointer(pointer, next);
    inResolved = isContainer(inResolved) ? (inResolved as Record<string, unknown>)[segment] : undefined;
    inLayer = (inLayer as Record<string, unknown>)[next];
  }
  return { pointer, depth: segments.length };
}

/** The index in `layerList` of the element at `index` of `resolvedList`, by id (or by position when no ids). */
function sameElement(resolvedList: unknown[], layerList: unknown[], index: string): string | null {
  const element = resolvedList[Number(index)];
  const id = isContainer(element) ? (element as Record<string, unknown>).id : undefined;
  if (typeof id !== 'string') return index;
  const at = layerList.findIndex((e) => isContainer(e) && (e as Record<string, unknown>).id === id);
  return at < 0 ? null : String(at);
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

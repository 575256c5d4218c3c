import { applyOverlay } from '../../engine/manifest/overlay';
import type { Problem } from '../../engine/manifest/problems';
import type { BrandContent, JsonObject } from './content-types';
import { isRecord, ownValue } from './json-values';

/** What a brand's content is laid over: `brands/base.json` (loaded and migrated) and the English copy defaults. */
export interface ContentBasis {
  base: JsonObject;
  defaults: Record<string, JsonObject>;
}

export interface ResolvedContent {
  /** The brand's layer laid over the base (`extends` dropped, as the loader drops it): what the brand shows. */
  manifest: JsonObject;
  /** The English defaults with the brand's overrides merged in, by namespace. */
  copy: Record<string, JsonObject>;
  /** What the overlay could not apply (an unknown id to remove or to place after): the draft's mistakes. */
  problems: Problem[];
}

/**
 * A copy file laid over another as the gateway's content source does: objects merge key by key, anything else in
 * `top` replaces what is below. Never mutates its inputs.
 */
export function mergeCopy(below: JsonObject, top: JsonObject): JsonObject {
  const merged: JsonObject = { ...below };
  for (const [key, value] of Object.entries(top)) {
    const under = Object.hasOwn(merged, key) ? merged[key] : undefined;
    Object.defineProperty(merged, key, {
      value: isRecord(under) && isRecord(value) ? mergeCopy(under, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

/** What a brand's content resolves to: its manifest layer over the base, its copy overrides over the defaults. */
export function resolveContent(basis: ContentBasis, content: BrandContent): ResolvedContent {
  const { value, problems } = applyOverlay(basis.base, content.manifest);
  const { extends: _extends, ...manifest } = (isRecord(value) ? value : {}) as JsonObject;
  // Namespaces are keys of their own: `constructor` or `toString` is a namespace like any other, never a prototype's.
  const copy = Object.create(null) as Record<string, JsonObject>;
  for (const namespace of new Set([...Object.keys(basis.defaults), ...Object.keys(content.copy)])) {
    copy[namespace] = mergeCopy((ownValue(basis.defaults, namespace) ?? {}) as JsonObject, (ownValue(content.copy, namespace) ?? {}) as JsonObject);
  }
  return { manifest, copy, problems };
}

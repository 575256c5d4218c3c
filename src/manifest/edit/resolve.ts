import type { BrandContent, JsonObject } from './content-types';

/*
 * A brand's content resolved over the shared base and the English defaults: what a member's boot is made of, as
 * plain JSON (no migration, no validation: that is the loader's). Pure, browser-safe.
 */

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else in `top` replaces what is below. */
function merge(below: JsonObject, top: JsonObject): JsonObject {
  const out: JsonObject = { ...below };
  for (const [key, value] of Object.entries(top)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merge(current, value) : value;
  }
  return out;
}

export function resolveContent(
  basis: { base: JsonObject; defaults: Record<string, JsonObject> },
  content: BrandContent,
): { manifest: JsonObject; copy: Record<string, JsonObject> } {
  const { extends: _extends, $schema: _schema, ...layer } = content.manifest;
  const copy: Record<string, JsonObject> = { ...basis.defaults };
  for (const [namespace, texts] of Object.entries(content.copy)) {
    const { $schema: _s, ...own } = texts;
    copy[namespace] = merge(basis.defaults[namespace] ?? {}, own);
  }
  return { manifest: merge(basis.base, layer), copy };
}

import { diffLayer } from '../../engine/manifest/layer-diff';
import type { JsonObject } from './content-types';
import { isRecord } from './json-values';

/** The keys a layer keeps as they are, whatever the resolved manifest says: they describe the file itself. */
const FILE_KEYS = ['$schema', 'schemaVersion', 'extends'] as const;

/**
 * The brand's new layer for an edited resolved manifest: the smallest overlay over `base` (diffLayer), with the
 * previous layer's `$schema`, `schemaVersion` and `extends`, and its key order wherever a key is still there (so a
 * saved file reads like the one before, and a repository diff shows only what changed).
 */
export function layerFor(base: JsonObject, resolved: JsonObject, previousLayer: JsonObject): JsonObject {
  const target: JsonObject = { ...resolved };
  for (const key of FILE_KEYS) delete target[key];
  const comparable: JsonObject = { ...base };
  for (const key of FILE_KEYS) delete comparable[key];
  const diff = diffLayer(comparable, target);
  const layer: JsonObject = {};
  for (const key of FILE_KEYS) if (Object.hasOwn(previousLayer, key)) layer[key] = previousLayer[key];
  return Object.assign(layer, inOrderOf(diff, previousLayer));
}

/** `value`'s keys in the order `previous` has them (its other keys after), recursively through objects. */
function inOrderOf(value: JsonObject, previous: unknown): JsonObject {
  if (!isRecord(previous)) return value;
  const keys = [...Object.keys(previous).filter((k) => Object.hasOwn(value, k)), ...Object.keys(value).filter((k) => !Object.hasOwn(previous, k))];
  const ordered: JsonObject = {};
  for (const key of keys) {
    const own = value[key];
    Object.defineProperty(ordered, key, {
      value: isRecord(own) ? inOrderOf(own, previous[key]) : own,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return ordered;
}

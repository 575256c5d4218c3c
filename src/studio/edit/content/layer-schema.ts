import type { directives } from '../../../engine/manifest/overlay';
import type { JsonObject } from '../../../manifest/edit/content-types';

/*
 * The raw JSON view's schema for a brand's manifest file. That file is a layer over brands/base.json
 * (src/engine/manifest/overlay.ts): it names only what differs, so the whole manifest's schema would call every
 * property it leaves to the base "required". Pure.
 */

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The overlay's directives on a list element with an id (the engine's list, so the two cannot drift). */
const directiveSchemas: Record<(typeof directives)[number], JsonObject> = {
  $remove: { type: 'boolean', description: 'Removes the element of the base with this id.' },
  $replace: { type: 'boolean', description: 'Replaces the element of the base with this id whole (instead of merging).' },
  $before: { type: 'string', description: 'Places the element before the element with this id.' },
  $after: { type: 'string', description: 'Places the element after the element with this id.' },
};

/** Keywords whose values are data, not schemas: left as they are. */
const dataKeywords = new Set(['const', 'enum', 'default', 'examples']);

/**
 * The manifest schema as a layer's: no `required` (outside `if` conditions, which still decide their branch), the
 * overlay's directives on objects with an `id`, and the root's `extends`. Completion, hover and types stay the schema's.
 */
export function layerSchema(schema: JsonObject): JsonObject {
  const walk = (node: unknown, inCondition: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, inCondition));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === 'required' && !inCondition) continue;
      if (dataKeywords.has(keyword)) out[keyword] = value;
      else if ((keyword === 'properties' || keyword === '$defs' || keyword === 'definitions') && isObject(value)) {
        out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, inCondition)]));
      } else out[keyword] = walk(value, inCondition || keyword === 'if');
    }
    if (isObject(out.properties) && 'id' in out.properties) out.properties = { ...out.properties, ...directiveSchemas };
    return out;
  };
  const root = walk(schema, false) as JsonObject;
  return {
    ...root,
    properties: {
      ...(isObject(root.properties) ? root.properties : {}),
      extends: { type: 'string', description: 'The manifest this file is laid over (base).' },
    },
  };
}

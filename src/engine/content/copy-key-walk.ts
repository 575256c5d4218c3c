import { patterns } from '../../../schemas/generic/patterns';
import { appendPointer, valueAt } from '../manifest/json-pointer';

/*
 * The copy-key finder, apart from the schema it walks: src/manifest/checks/copy-key-references.ts gives it the
 * manifest's schema document (schemas/brand-manifest.schema.json).
 */

export interface CopyKeyReference {
  pointer: string;
  key: string;
}

export type Schema = { [keyword: string]: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every copy key a manifest uses: each string whose schema has the copy-key pattern (menu labels, labelWhen
 * labels, footer lines and links, alerts, contact labels and hours, and any widget prop declared as a copy key).
 * Walks the manifest schema along the data, so a new widget's copy-key props are found without a code change.
 */
export function copyKeyReferencesIn(manifest: unknown, rootSchema: Schema): CopyKeyReference[] {
  const found = new Map<string, string>();
  const resolve = (schema: Schema): Schema => {
    const ref = schema.$ref;
    return typeof ref === 'string' && ref.startsWith('#') ? resolve(valueAt(rootSchema, ref.slice(1)) as Schema) : schema;
  };
  const walk = (raw: unknown, data: unknown, pointer: string): void => {
    if (!isRecord(raw)) return;
    const schema = resolve(raw);
    if (schema.pattern === patterns.copyKey && typeof data === 'string') found.set(pointer, data);
    if (isRecord(data)) {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      for (const [key, value] of Object.entries(data)) {
        walk(key in properties ? properties[key] : schema.additionalProperties, value, appendPointer(pointer, key));
      }
    }
    if (Array.isArray(data)) data.forEach((value, index) => walk(schema.items, value, appendPointer(pointer, index)));
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = schema[keyword];
      if (Array.isArray(list)) for (const sub of list) walk(sub, data, pointer);
    }
    if (isRecord(schema.if)) walk(matches(schema.if, data) ? schema.then : schema.else, data, pointer);
  };
  walk(rootSchema, manifest, '');
  return [...found].map(([pointer, key]) => ({ pointer, key }));
}

/** Enough of `if` for the manifest schema: `type: object`, `required`, and `const` / `enum` of properties. */
function matches(condition: Schema, data: unknown): boolean {
  if (!isRecord(data)) return condition.type !== 'object' && condition.required === undefined;
  if (Array.isArray(condition.required) && !condition.required.every((key: unknown) => String(key) in data)) return false;
  const properties = isRecord(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(([key, sub]) => {
    if (!(key in data) || !isRecord(sub)) return true;
    if ('const' in sub && data[key] !== sub.const) return false;
    return !(Array.isArray(sub.enum) && !sub.enum.includes(data[key]));
  });
}

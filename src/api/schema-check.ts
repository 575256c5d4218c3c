/**
 * Whether a parsed body matches a JSON Schema, for the keywords the gateway's answers use (schemas/api/responses.ts).
 * The browser's check of every answer: ajv's standalone code for these schemas is about 13 KB gzipped on /home alone,
 * these schemas as data and this reader are about 4 KB for all of them. `schema-check.test.ts` holds it to ajv's
 * verdicts and refuses a response schema with a keyword it does not read (so none is ignored silently). Pure.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** Keywords that only describe: they never change a verdict. */
export const annotationKeywords = ['description', 'default', 'title', '$comment', 'deprecated', 'examples'] as const;
export const checkedKeywords = [
  'type', 'enum', 'const', 'anyOf', 'properties', 'required', 'additionalProperties', 'items',
  'pattern', 'minLength', 'maxLength', 'minimum', 'maximum',
] as const;

const patterns = new Map<string, RegExp>();
const patternOf = (source: string) => {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'null': return value === null;
    case 'boolean': return typeof value === 'boolean';
    case 'string': return typeof value === 'string';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return Number.isInteger(value);
    case 'array': return Array.isArray(value);
    case 'object': return isObject(value);
    default: return false;
  }
}

/** JSON equality of two parsed values (enum and const). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function matchesSchema(schema: JsonSchema, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  const s = schema as Record<string, unknown>;
  if (s.type !== undefined && !(Array.isArray(s.type) ? s.type.some((t) => hasType(value, t)) : hasType(value, s.type))) return false;
  if (Array.isArray(s.enum) && !s.enum.some((option) => same(option, value))) return false;
  if ('const' in s && !same(s.const, value)) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((option) => matchesSchema(option as JsonSchema, value))) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !patternOf(s.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
  }
  if (Array.isArray(value) && s.items !== undefined) {
    if (!value.every((item) => matchesSchema(s.items as JsonSchema, item))) return false;
  }
  if (isObject(value)) return matchesObject(s, value);
  return true;
}

function matchesObject(s: Record<string, unknown>, value: Record<string, unknown>): boolean {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  if (Array.isArray(s.required) && !s.required.every((name) => Object.hasOwn(value, name as string))) return false;
  for (const [name, item] of Object.entries(value)) {
    const own = Object.hasOwn(properties, name) ? properties[name] : undefined;
    const rule = own ?? (s.additionalProperties as JsonSchema | undefined) ?? true;
    if (!matchesSchema(rule, item)) return false;
  }
  return true;
}

import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { memberApi } from '@schemas/api/member-api';
import { annotationKeywords, checkedKeywords, matchesSchema, type JsonSchema } from './schema-check';

/* The browser's reader of the answers' schemas gives ajv's verdict, and reads every keyword they use. */

type Schema = Record<string, unknown>;
const known = new Set<string>([...checkedKeywords, ...annotationKeywords]);

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywordsOf(item, found));
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return found;
  for (const [keyword, value] of Object.entries(schema)) {
    found.add(keyword);
    if (keyword === 'properties') Object.values(value as object).forEach((item) => keywordsOf(item, found));
    else if (keyword === 'items' || keyword === 'anyOf' || keyword === 'additionalProperties') keywordsOf(value, found);
  }
  return found;
}

/** A value the schema accepts, where one is easy to make (the first option of anyOf, enum and const). */
function sample(schema: Schema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    const { anyOf, ...rest } = schema;
    return sample({ ...rest, ...(anyOf[0] as Schema) });
  }
  switch (schema.type) {
    case 'null': return null;
    case 'boolean': return true;
    case 'integer': case 'number': return typeof schema.minimum === 'number' ? schema.minimum + 1 : 3;
    case 'array': return [sample(schema.items as Schema), sample(schema.items as Schema)];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, item]) => [name, sample(item)]));
    }
    default: return stringFor(schema);
  }
}

/** A string the schema accepts: the first candidate its pattern matches (a sample the test cannot make fails it). */
function stringFor(schema: Schema): string {
  if (schema.maxLength === 0) return '';
  const plain = 'x'.repeat(typeof schema.minLength === 'number' ? Math.max(1, schema.minLength) : 1);
  if (typeof schema.pattern !== 'string') return plain;
  const pattern = new RegExp(schema.pattern, 'u');
  const candidates = [
    plain,
    '2025-06-15',
    'https://example.org/a',
    'a@example.org',
    'k'.repeat(40),
    'D0120',
    '1',
    '/history/1700000000/benefits/medical?suffix=0',
    '01/31/2026',
    '/brand-assets/seal.svg',
    '+1-503-555-0190',
    '<p>x</p>',
  ];
  return candidates.find((candidate) => pattern.test(candidate)) ?? plain;
}

/** Every value one step away from `value`: each property removed, replaced by a wrong type, an extra key, ... */
function neighbours(value: unknown): unknown[] {
  const out: unknown[] = [null, 'x', 7, 1.5, -1, true, [], {}, '', '😀'.repeat(200)];
  if (Array.isArray(value)) {
    out.push([...value, { unexpected: 1 }]);
    value.forEach((item, i) => neighbours(item).forEach((other) => out.push(value.map((v, j) => (j === i ? other : v)))));
  } else if (typeof value === 'object' && value !== null) {
    out.push({ ...value, unexpected: 1 });
    for (const [key, item] of Object.entries(value)) {
      const { [key]: _removed, ...rest } = value as Record<string, unknown>;
      out.push(rest);
      neighbours(item).forEach((other) => out.push({ ...value, [key]: other }));
    }
  }
  return out;
}

/** Every answer's schema the member API declares, once each (a schema several calls answer with is one case). */
const responseSchemas: Record<string, object> = Object.fromEntries(
  [...new Map(Object.entries(memberApi).flatMap(([name, e]) => (e.response ? [[JSON.stringify(e.response), [name, e.response] as const]] : []))).values()],
);

describe('the answers’ schemas', () => {
  it('use only keywords the browser’s check reads', () => {
    const unread = [...keywordsOf(Object.values(responseSchemas))].filter((keyword) => !known.has(keyword));
    expect(unread).toEqual([]);
  });

  const ajv = new Ajv({ strict: false, allErrors: false });
  it.each(Object.keys(responseSchemas))('%s: the same verdict as ajv', (name) => {
    const schema = responseSchemas[name] as unknown as Schema;
    const validate = ajv.compile(schema);
    const valid = sample(schema);
    expect(validate(valid), 'the sample is valid').toBe(true);
    const cases = [valid, ...neighbours(valid)].slice(0, 4000);
    const disagreements = cases.filter((value) => matchesSchema(schema as JsonSchema, value) !== validate(value));
    expect(disagreements).toEqual([]);
    // The neighbours include invalid values: the comparison tests refusals, not only acceptance.
    expect(cases.some((value) => !validate(value))).toBe(true);
  });
});

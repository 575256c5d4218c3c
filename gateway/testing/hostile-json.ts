/*
 * Seeded random and hostile JSON for the studio's fuzz test: deep nesting, huge strings, NUL, prototype keys, wrong
 * types, unicode, numbers out of range. Values are produced as JSON TEXT, so a value nested 20,000 levels deep never
 * goes through a recursive JSON.stringify here.
 */
import { random } from '../../src/engine/manifest/mutations.fixture';

/** The seeded generator of the manifest fuzz (the same seed, the same cases, the same failures). */
export const seeded = random;
export type Random = ReturnType<typeof seeded>;

export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', 'a\u0000b', '$schema', '../../etc', 'é🙂', 'id'];

const hostileStrings = (r: Random): string[] => [
  '',
  'a\u0000b',
  '\u0000',
  'x'.repeat(1000 + r.int(200_000)),
  '🙂'.repeat(1 + r.int(500)),
  '\u202e\u200b\ufeff',
  '\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE drafts; --",
  '../../../etc/passwd',
  'constructor',
  '%00',
  '\\u0000',
];

/** Raw JSON number texts, some out of any range (JSON.parse gives Infinity, 0 or a lossy number). */
const hostileNumbers = ['0', '-0', '1e309', '-1e309', '1e-400', '9007199254740993', '-1', '2147483648', '1.5', '99999999999999999999999'];

/** `depth` levels of objects or lists around a value, as text. */
export function nestedText(depth: number, list: boolean, inner = '1'): string {
  return list ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

const str = (value: string) => JSON.stringify(value);

/** One hostile JSON value, as text. */
export function hostileValue(r: Random, budget = 3): string {
  switch (r.int(8)) {
    case 0:
      return nestedText(r.pick([65, 200, 10_001, 10_001, 20_000]), r.next() < 0.5);
    case 1:
      return str(r.pick(hostileStrings(r)));
    case 2:
      return r.pick(hostileNumbers);
    case 3:
      return r.pick(['null', 'true', 'false', '[]', '{}']);
    case 4:
      if (budget <= 0) return 'null';
      return `{${Array.from({ length: 1 + r.int(3) }, () => `${str(r.pick(hostileKeys))}:${hostileValue(r, budget - 1)}`).join(',')}}`;
    case 5:
      if (budget <= 0) return '[]';
      return `[${Array.from({ length: r.int(4) }, () => hostileValue(r, budget - 1)).join(',')}]`;
    case 6:
      return str(String(r.int(1_000_000)));
    default:
      return `{${str(r.pick(hostileKeys))}:${str(r.pick(hostileStrings(r)))}}`;
  }
}

/**
 * A body for a route: its valid shape (`fields`, each a JSON text) with one or two fields replaced by hostile values,
 * a field added or removed, or something that is not the shape at all.
 */
export function hostileBody(r: Random, fields: Record<string, string>): string {
  const roll = r.int(10);
  if (roll === 0) return hostileValue(r);
  if (roll === 1) return r.pick(['', '{', '{"a":}', 'null', '"text"', '[1,2]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']);
  const entries = Object.entries(fields);
  if (roll === 2 && entries.length > 0) entries.splice(r.int(entries.length), 1);
  const changes = 1 + r.int(2);
  for (let i = 0; i < changes; i++) {
    if (entries.length > 0 && r.next() < 0.75) {
      const at = r.int(entries.length);
      entries[at] = [entries[at]![0], hostileValue(r)];
    } else entries.push([r.pick(hostileKeys), hostileValue(r)]);
  }
  return `{${entries.map(([key, value]) => `${str(key)}:${value}`).join(',')}}`;
}

/** A hostile query string (`?…`): wrong values, repeated keys (a list), NUL, huge values, unknown keys. */
export function hostileQuery(r: Random, valid: Record<string, string>): string {
  const pairs = Object.entries(valid);
  const values = ['', '%00', 'a%00b', 'x'.repeat(5000), '..%2F..%2Fbrands%2Fmain', 'constructor', '__proto__', '%F0%9F%99%82', '-1', '1e309', 'ZZZ'];
  const changes = 1 + r.int(3);
  for (let i = 0; i < changes; i++) {
    const roll = r.int(4);
    if (roll === 0 && pairs.length > 0) pairs[r.int(pairs.length)]![1] = r.pick(values);
    else if (roll === 1 && pairs.length > 0) pairs.push([r.pick(pairs)![0], r.pick(values)]);
    else if (roll === 2) pairs.push([r.pick(['__proto__', 'constructor', 'x', 'brand', 'draft', 'date', 'persona', 'route', 'mode', 'widget']), r.pick(values)]);
    else if (pairs.length > 0) pairs.splice(r.int(pairs.length), 1);
  }
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
}

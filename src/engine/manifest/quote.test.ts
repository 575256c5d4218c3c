import { describe, expect, it } from 'vitest';
import { quote, quoteList } from './quote';

describe('quote', () => {
  it('quotes text and writes other values as JSON', () => {
    expect(quote('home')).toBe('"home"');
    expect(quote(42)).toBe('42');
    expect(quote(null)).toBe('null');
    expect(quote([1, 'a'])).toBe('[1,"a"]');
  });

  it('cuts a long value to a readable length', () => {
    expect(quote('x'.repeat(200_000))).toBe(`"${'x'.repeat(59)}…"`);
    expect(quote(Array(1000).fill(1)).length).toBe(60);
  });

  it('never throws: an object with a "toString" key, a value too deep to stringify', () => {
    expect(quote({ toString: 1 })).toBe('{"toString":1}');
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    expect(quote(deep)).toBe('a list');
    expect(quote(undefined)).toBe('undefined');
  });

  it('lists values with "or"', () => {
    expect(quoteList(['a', 'b', 'c'])).toBe('"a", "b" or "c"');
  });
});

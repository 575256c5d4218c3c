import { describe, expect, it } from 'vitest';
import { flattenCopy } from './flatten-copy';

describe('flattenCopy', () => {
  it('lists text leaves as dotted keys under a prefix, skipping $schema', () => {
    const keys = flattenCopy({ $schema: 'x', home: 'Home', policies: { privacy: 'Privacy notice' } }, 'menu');
    expect([...keys]).toEqual([
      ['menu.home', 'Home'],
      ['menu.policies.privacy', 'Privacy notice'],
    ]);
  });

  it('works without a prefix', () => {
    expect([...flattenCopy({ a: { b: 'c' } })]).toEqual([['a.b', 'c']]);
  });
});

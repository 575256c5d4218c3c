import { describe, expect, it } from 'vitest';
import { firstPageResponseSchemas } from './first-page-responses';
import { laterResponseSchemas } from './later-responses';

describe('the answers\' two groups', () => {
  it('name each answer once: a name in both would hide one schema behind the other', () => {
    const both = Object.keys(firstPageResponseSchemas).filter((name) => Object.hasOwn(laterResponseSchemas, name));
    expect(both).toEqual([]);
  });
});

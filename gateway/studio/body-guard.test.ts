import { describe, expect, it } from 'vitest';
import { nestedText } from '../testing/hostile-json';
import { bodyProblem, MAX_DEPTH } from './body-guard';

describe('bodyProblem', () => {
  it('takes ordinary bodies, nested up to the limit', () => {
    expect(bodyProblem({ revision: 2, content: { manifest: { pages: [{ id: 'a' }] }, copy: {} } })).toBeNull();
    expect(bodyProblem(JSON.parse(nestedText(MAX_DEPTH - 1, false)))).toBeNull();
    expect(bodyProblem(undefined)).toBeNull();
  });

  it('refuses deep nesting without recursing (100,000 levels)', () => {
    expect(bodyProblem(JSON.parse(nestedText(MAX_DEPTH + 1, true)))).toMatch(/deeper than 64 levels/);
    expect(bodyProblem(JSON.parse(nestedText(100_000, false)))).toMatch(/deeper than/);
  });

  it('refuses NUL in any text or name, at any depth', () => {
    expect(bodyProblem({ title: 'a\u0000b' })).toMatch(/NUL/);
    expect(bodyProblem({ content: { copy: { footer: { ['x\u0000']: 'y' } } } })).toMatch(/NUL/);
    expect(bodyProblem([['\u0000']])).toMatch(/NUL/);
    expect(bodyProblem({ title: 'a\\u0000b' })).toBeNull();
  });
});

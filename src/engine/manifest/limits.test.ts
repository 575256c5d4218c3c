import { describe, expect, it } from 'vitest';
import { valueAt } from './json-pointer';
import { fileSizeProblem, MAX_MANIFEST_BYTES, MAX_MANIFEST_DEPTH, MAX_MANIFEST_VALUES, sizeOrDepthProblem } from './limits';

/** `levels` lists inside each other, under the key "deep" of an object. */
const nested = (levels: number) => ({ deep: JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown });

describe('sizeOrDepthProblem', () => {
  it('accepts a manifest as deep as the limit', () => {
    expect(sizeOrDepthProblem(nested(MAX_MANIFEST_DEPTH - 1))).toBeNull();
    expect(sizeOrDepthProblem({ a: 'text', b: [1, { c: null }] })).toBeNull();
    expect(sizeOrDepthProblem('not a container')).toBeNull();
  });

  it.each([MAX_MANIFEST_DEPTH, 2_000, 5_000, 100_000])('refuses %i levels at the pointer where the limit is passed', (levels) => {
    const root = nested(levels);
    const problem = sizeOrDepthProblem(root)!;
    expect(problem).toMatchObject({ severity: 'error', message: expect.stringContaining(`more than ${MAX_MANIFEST_DEPTH} levels deep`) });
    expect(problem.pointer.split('/')).toHaveLength(MAX_MANIFEST_DEPTH + 1);
    expect(Array.isArray(valueAt(root, problem.pointer))).toBe(true);
  });
});

describe('sizeOrDepthProblem: how many values', () => {
  it('refuses a document of more values than the limit, at its root', () => {
    expect(sizeOrDepthProblem({ list: Array(MAX_MANIFEST_VALUES - 2).fill(0) })).toBeNull();
    expect(sizeOrDepthProblem({ list: Array(MAX_MANIFEST_VALUES).fill({ id: 'x' }) })).toEqual({
      severity: 'error',
      pointer: '',
      message: 'The file holds more than 20,000 values; no manifest needs that many.',
      hint: 'Look for a part pasted many times over.',
    });
  });
});

describe('fileSizeProblem', () => {
  it('refuses a file over the size limit, naming both sizes', () => {
    expect(fileSizeProblem('brands/main.json', MAX_MANIFEST_BYTES)).toBeNull();
    expect(fileSizeProblem('brands/main.json', 50 * 1024 * 1024)).toEqual(
      expect.objectContaining({ file: 'brands/main.json', pointer: '', message: 'The file is 50.0 MB; a manifest or copy file may be at most 2.0 MB.' }),
    );
  });
});

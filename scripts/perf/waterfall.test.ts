import { describe, expect, it } from 'vitest';
import { maxDepth, repeatedLabels, waterfallDepths } from './waterfall';

const req = (label: string, start: number, end: number) => ({ label, start, end });

describe('waterfallDepths', () => {
  it('puts requests started together at depth 1', () => {
    const depths = waterfallDepths([req('a', 0, 50), req('b', 5, 40), req('c', 10, 30)]);
    expect(depths.map((r) => r.depth)).toEqual([1, 1, 1]);
  });

  it('chains a request to the one that finished last before it started', () => {
    // account (1) → facts calls (2) → a tile call that waited for the facts (3)
    const depths = waterfallDepths([
      req('GET /api/account', 0, 100),
      req('GET /api/eligibility/family', 110, 200),
      req('GET /api/pcp/eligibility', 110, 180),
      req('GET /api/claims/medical', 210, 260),
    ]);
    expect(Object.fromEntries(depths.map((r) => [r.label, r.depth]))).toEqual({
      'GET /api/account': 1,
      'GET /api/eligibility/family': 2,
      'GET /api/pcp/eligibility': 2,
      'GET /api/claims/medical': 3,
    });
  });

  it('takes the latest finisher, not the deepest one, as the parent', () => {
    // c starts after both a (depth 1, ended 100) and b (depth 2, ended 90): its parent is a.
    const depths = waterfallDepths([req('a', 0, 100), req('b', 20, 90), req('x', 0, 10), req('c', 120, 150)]);
    expect(depths.find((r) => r.label === 'b')?.depth).toBe(2);
    expect(depths.find((r) => r.label === 'c')?.depth).toBe(2);
  });

  it('counts a request finished at the very moment another starts as finished before it', () => {
    expect(maxDepth([req('a', 0, 100), req('b', 100, 150)])).toBe(2);
  });

  it('does not depend on the order the requests are given in', () => {
    const requests = [req('c', 210, 260), req('a', 0, 100), req('b', 110, 200)];
    expect(waterfallDepths(requests).map((r) => [r.label, r.depth])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('is 0 deep with no requests', () => {
    expect(maxDepth([])).toBe(0);
  });
});

describe('repeatedLabels', () => {
  it('names the calls made more than once, with their counts', () => {
    const calls = [req('GET /api/account', 0, 1), req('GET /api/groups', 0, 1), req('GET /api/account', 5, 6)];
    expect(repeatedLabels(calls)).toEqual(['GET /api/account ×2']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatStudioRun, parseStudioArgs, STUDIO_BUDGET_MS, studioVerdict, type StudioRun } from './studio-report';

const run = (interactiveMs: number | null, problem: string | null = null): StudioRun => ({ shownMs: interactiveMs === null ? null : interactiveMs - 100, interactiveMs, problem });

describe('parseStudioArgs', () => {
  it('opens main\'s editor 3 times unless told otherwise', () => {
    expect(parseStudioArgs([], undefined)).toEqual({ brand: 'main', runs: 3 });
    expect(parseStudioArgs(['partner'], '5')).toEqual({ brand: 'partner', runs: 5 });
    expect(parseStudioArgs([''], '')).toEqual({ brand: 'main', runs: 3 });
  });

  it('refuses an unknown brand, two brands, or RUNS that is not a positive whole number', () => {
    expect(() => parseStudioArgs(['nope'], undefined)).toThrow(/Not a brand: "nope" \(main, regional, partner, hospital\)/);
    expect(() => parseStudioArgs(['main', 'partner'], undefined)).toThrow(/One brand at most/);
    expect(() => parseStudioArgs([], '0')).toThrow(/RUNS must be a positive whole number/);
  });
});

describe('studioVerdict', () => {
  it('is the median of the runs, within the budget of 3000 ms up to it exactly', () => {
    expect(STUDIO_BUDGET_MS).toBe(3000);
    expect(studioVerdict([run(2500), run(3000), run(1200)])).toEqual({ median: 2500, problems: [] });
    expect(studioVerdict([run(2900), run(3100), run(3000)])).toEqual({ median: 3000, problems: [] });
  });

  it('fails a median over the budget: one slow run of three does not', () => {
    expect(studioVerdict([run(2000), run(9000), run(2100)]).problems).toEqual([]);
    expect(studioVerdict([run(3001), run(9000), run(2100)])).toEqual({ median: 3001, problems: ['median 3001 ms > 3000 ms'] });
  });

  it('fails on a failed run, which counts for nothing in the median', () => {
    expect(studioVerdict([run(1000), run(null, 'the editor did not open'), run(2000)])).toEqual({
      median: 1500,
      problems: ['run 2: the editor did not open'],
    });
    expect(studioVerdict([run(null, 'boom')]).problems).toEqual(['run 1: boom', 'no run reached the editor']);
    expect(studioVerdict([]).problems).toEqual(['no run reached the editor']);
  });
});

describe('formatStudioRun', () => {
  it('prints a run on one line, with its problem', () => {
    expect(formatStudioRun(run(1234.4))).toBe('interactive 1234 ms (editor shown 1134 ms)');
    expect(formatStudioRun(run(null, 'timeout'))).toBe('interactive n/a (editor shown n/a): timeout');
  });
});

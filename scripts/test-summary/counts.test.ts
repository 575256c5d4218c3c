import { describe, expect, it } from 'vitest';
import { summarize } from './counts';

describe('summarize', () => {
  it('adds flaky browser tests to the passed ones', () => {
    expect(summarize({ numPassedTests: 10, numFailedTests: 1 }, { stats: { expected: 5, unexpected: 2, flaky: 1 } })).toEqual({
      unit: { passed: 10, failed: 1 },
      browser: { passed: 6, failed: 2 },
      missing: [],
    });
  });

  it('names the reports that are missing', () => {
    expect(summarize(null, {}).missing).toEqual(['reports/unit-results.json', 'reports/e2e-results.json']);
  });
});

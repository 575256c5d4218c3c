export interface Counts {
  unit: { passed: number; failed: number };
  browser: { passed: number; failed: number };
  missing: string[];
}

type VitestReport = { numPassedTests?: number; numFailedTests?: number };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number } };

/** Counts from vitest's JSON report (jest-compatible) and Playwright's JSON report; a flaky test passed on retry. */
export function summarize(unit: unknown, browser: unknown): Counts {
  const missing: string[] = [];
  const u = (unit ?? null) as VitestReport | null;
  const b = (browser ?? null) as PlaywrightReport | null;
  if (!u || typeof u.numPassedTests !== 'number') missing.push('reports/unit-results.json');
  if (!b?.stats) missing.push('reports/e2e-results.json');
  return {
    unit: { passed: u?.numPassedTests ?? 0, failed: u?.numFailedTests ?? 0 },
    browser: { passed: (b?.stats?.expected ?? 0) + (b?.stats?.flaky ?? 0), failed: b?.stats?.unexpected ?? 0 },
    missing,
  };
}

/**
 * Prints one closing line for the whole `npm test` run from the runners' JSON reports:
 * `N passed, N failed` (vitest's unit tests plus Playwright's browser tests).
 */
import { readFileSync } from 'node:fs';
import { summarize, type Counts } from './test-summary/counts';

function read(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const counts: Counts = summarize(read('reports/unit-results.json'), read('reports/e2e-results.json'));
console.log(`unit tests: ${counts.unit.passed} passed, ${counts.unit.failed} failed`);
console.log(`browser tests: ${counts.browser.passed} passed, ${counts.browser.failed} failed`);
console.log(`${counts.unit.passed + counts.browser.passed} passed, ${counts.unit.failed + counts.browser.failed} failed`);
if (counts.missing.length > 0) {
  console.error(`missing test reports: ${counts.missing.join(', ')}`);
  process.exitCode = 1;
}

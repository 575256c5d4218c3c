// The figures scripts/lighthouse.ts prints and checks, read from a Lighthouse result (LHR). Pure.
import type { Result } from 'lighthouse';

export const TARGETS = { minScore: 95, maxLcpMs: 1_500 } as const;

export interface LighthouseSummary {
  brand: string;
  /** 0–100; null when Lighthouse could not score the page (its runtimeError says why). */
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Transfer size of every script the page loaded. */
  jsBytes: number | null;
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed (a fast desktop is about 1500+): a slow or busy machine scores lower. */
  benchmarkIndex: number | null;
  problems: string[];
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

function scriptBytes(lhr: Result): number | null {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? null;
}

export function summarize(brand: string, lhr: Result, expectedPath: string): LighthouseSummary {
  const rawScore = lhr.categories.performance?.score ?? null;
  const summary: LighthouseSummary = {
    brand,
    score: rawScore === null ? null : Math.round(rawScore * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    problems: [],
  };
  if (lhr.runtimeError) summary.problems.push(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // Without the session the app would show the login page, and the figures would be the login page's.
  if (new URL(lhr.finalDisplayedUrl).pathname !== expectedPath) {
    summary.problems.push(`ended on ${lhr.finalDisplayedUrl}, not ${expectedPath}: was the session lost?`);
  }
  if (summary.score === null || summary.score < TARGETS.minScore) {
    summary.problems.push(`performance score ${summary.score ?? 'n/a'} < ${TARGETS.minScore}`);
  }
  if (summary.lcpMs === null || summary.lcpMs > TARGETS.maxLcpMs) {
    summary.problems.push(`LCP ${summary.lcpMs === null ? 'n/a' : Math.round(summary.lcpMs)} ms > ${TARGETS.maxLcpMs} ms`);
  }
  return summary;
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

export function formatTable(rows: readonly LighthouseSummary[]): string {
  const header = ['brand', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'JS (transfer)', 'machine index'];
  const body = rows.map((r) => [
    r.brand,
    r.score === null ? 'n/a' : String(r.score),
    ms(r.lcpMs),
    ms(r.fcpMs),
    ms(r.tbtMs),
    r.cls === null ? 'n/a' : r.cls.toFixed(3),
    r.jsBytes === null ? 'n/a' : `${(r.jsBytes / 1024).toFixed(1)} kB`,
    r.benchmarkIndex === null ? 'n/a' : String(Math.round(r.benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

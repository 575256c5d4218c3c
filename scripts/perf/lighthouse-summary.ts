// The figures scripts/lighthouse.ts prints and checks: each run's, read from a Lighthouse result (LHR), their
// medians per target, the targets of issue 9, and the ratios to the bare app. Pure (lighthouse-summary.test.ts).
import type { Result } from 'lighthouse';
import type { TargetKind } from './targets';

/** What a target's medians must meet; a figure without a threshold is only reported. */
export interface Thresholds {
  /** Performance score, 0–100. */
  minScore?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
  maxCls?: number;
}

export const TARGETS: Readonly<Record<TargetKind, Thresholds>> = {
  login: { minScore: 98, maxLcpMs: 1_600, maxTbtMs: 100 },
  home: { minScore: 95, maxLcpMs: 2_000, maxTbtMs: 150, maxCls: 0.02 },
  // The reference the ratios divide by: measured, never judged.
  bare: {},
};

export interface Figures {
  /** 0–100; null when Lighthouse could not score the page (its runtimeError says why). */
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Transfer size of every script the page loaded (compressed, as sent). */
  jsBytes: number | null;
  /** Lighthouse's measure of this machine's speed (a fast desktop is about 1500+): a slow or busy machine scores lower. */
  benchmarkIndex: number | null;
}

/** One Lighthouse run: its figures, and what makes the run itself unusable (an error, the wrong page). */
export interface RunFigures extends Figures {
  finalUrl: string | null;
  problems: string[];
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

function scriptBytes(lhr: Result): number | null {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? null;
}

/** A run's figures; a problem when Lighthouse failed or the page did not end on `expectedPath`. */
export function runFigures(lhr: Result, expectedPath: string): RunFigures {
  const rawScore = lhr.categories.performance?.score ?? null;
  const run: RunFigures = {
    score: rawScore === null ? null : Math.round(rawScore * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    problems: [],
  };
  if (lhr.runtimeError) run.problems.push(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // /home without the session shows the login page, and the figures would be the login page's.
  if (new URL(lhr.finalDisplayedUrl).pathname !== expectedPath) {
    run.problems.push(`ended on ${lhr.finalDisplayedUrl}, not ${expectedPath}${expectedPath === '/home' ? ': was the session lost?' : ''}`);
  }
  return run;
}

/** A run that did not get as far as a Lighthouse result (the browser, the login...). */
export function failedRun(message: string): RunFigures {
  return { score: null, lcpMs: null, fcpMs: null, tbtMs: null, cls: null, jsBytes: null, benchmarkIndex: null, finalUrl: null, problems: [message] };
}

/** The median of the known values (the mean of the middle two for an even count); null when none is known. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

const FIGURES = ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'jsBytes', 'benchmarkIndex'] as const satisfies readonly (keyof Figures)[];

/** Each figure's median over the runs, on its own (the median score need not be the median LCP's run). */
export function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

const whole = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const clsText = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3));

/** The thresholds the figures miss, one sentence each; a figure that is unknown misses its threshold. */
export function missedTargets(figures: Figures, thresholds: Thresholds): string[] {
  const missed: string[] = [];
  const { minScore, maxLcpMs, maxTbtMs, maxCls } = thresholds;
  if (minScore !== undefined && (figures.score === null || figures.score < minScore)) {
    missed.push(`score ${figures.score === null ? 'n/a' : whole(figures.score)} < ${minScore}`);
  }
  if (maxLcpMs !== undefined && (figures.lcpMs === null || figures.lcpMs > maxLcpMs)) {
    missed.push(`LCP ${ms(figures.lcpMs)} > ${maxLcpMs} ms`);
  }
  if (maxTbtMs !== undefined && (figures.tbtMs === null || figures.tbtMs > maxTbtMs)) {
    missed.push(`TBT ${ms(figures.tbtMs)} > ${maxTbtMs} ms`);
  }
  if (maxCls !== undefined && (figures.cls === null || figures.cls > maxCls)) {
    missed.push(`CLS ${clsText(figures.cls)} > ${maxCls}`);
  }
  return missed;
}

export interface TargetSummary {
  target: string;
  kind: TargetKind;
  runs: number;
  median: Figures;
  /** The medians' missed targets, and every run's own problems (`run 2: ...`). */
  problems: string[];
}

/** A target's medians, checked against the thresholds of its kind. */
export function summarizeTarget(target: string, kind: TargetKind, runs: readonly RunFigures[], thresholds = TARGETS[kind]): TargetSummary {
  const medians = medianFigures(runs);
  const problems = [
    ...runs.flatMap((run, i) => run.problems.map((problem) => `run ${i + 1}: ${problem}`)),
    ...(runs.length === 0 ? ['no run'] : []),
    ...missedTargets(medians, thresholds).map((missed) => `median ${missed}`),
  ];
  return { target, kind, runs: runs.length, median: medians, problems };
}

export interface Ratios {
  score: number | null;
  lcp: number | null;
  jsBytes: number | null;
}

const ratio = (value: number | null, base: number | null | undefined) =>
  value === null || base === null || base === undefined || base === 0 ? null : value / base;

/** The figures relative to the bare app's (null without it, or without either figure). */
export function ratiosTo(figures: Figures, bare: Figures | null): Ratios {
  return { score: ratio(figures.score, bare?.score), lcp: ratio(figures.lcpMs, bare?.lcpMs), jsBytes: ratio(figures.jsBytes, bare?.jsBytes) };
}

const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
const kB = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} kB`);

/** One run, on one line, as it finishes. */
export function formatRun(run: RunFigures): string {
  const figures = [
    `score ${run.score ?? 'n/a'}`,
    `LCP ${ms(run.lcpMs)}`,
    `FCP ${ms(run.fcpMs)}`,
    `TBT ${ms(run.tbtMs)}`,
    `CLS ${clsText(run.cls)}`,
    `JS ${kB(run.jsBytes)}`,
    `index ${run.benchmarkIndex === null ? 'n/a' : Math.round(run.benchmarkIndex)}`,
  ].join(', ');
  return run.problems.length > 0 ? `${figures} (${run.problems.join('; ')})` : figures;
}

/** The thresholds of each judged kind, for the table's heading. */
export function describeTargets(): string {
  const describe = ({ minScore, maxLcpMs, maxTbtMs, maxCls }: Thresholds) =>
    [
      minScore !== undefined && `score ≥ ${minScore}`,
      maxLcpMs !== undefined && `LCP ≤ ${maxLcpMs} ms`,
      maxTbtMs !== undefined && `TBT ≤ ${maxTbtMs} ms`,
      maxCls !== undefined && `CLS ≤ ${maxCls}`,
    ]
      .filter(Boolean)
      .join(', ');
  return `/login (every brand): ${describe(TARGETS.login)}; /home: ${describe(TARGETS.home)}`;
}

/** The medians of every target, their ratios to the bare app (when it was measured) and whether they meet their targets. */
export function formatTable(summaries: readonly TargetSummary[]): string {
  const bare = summaries.find((s) => s.kind === 'bare')?.median ?? null;
  const header = ['target', 'runs', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'JS (transfer)', 'machine index', 'score ×bare', 'LCP ×bare', 'JS ×bare', 'status'];
  const right = [false, true, true, true, true, true, true, true, true, true, true, true, false];
  const body = summaries.map((s) => {
    const m = s.median;
    const r = ratiosTo(m, bare);
    const status = s.problems.length > 0 ? (s.kind === 'bare' ? 'FAILED' : 'MISSED') : s.kind === 'bare' ? 'baseline' : 'ok';
    return [
      s.target,
      String(s.runs),
      m.score === null ? 'n/a' : whole(m.score),
      ms(m.lcpMs),
      ms(m.fcpMs),
      ms(m.tbtMs),
      clsText(m.cls),
      kB(m.jsBytes),
      m.benchmarkIndex === null ? 'n/a' : String(Math.round(m.benchmarkIndex)),
      times(r.score),
      times(r.lcp),
      times(r.jsBytes),
      status,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

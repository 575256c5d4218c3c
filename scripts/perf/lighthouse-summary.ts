// The figures scripts/lighthouse.ts prints and checks: each run's, read from a Lighthouse result (LHR), their
// medians per target, the targets of issues 9 and 28, and the ratios to the bare app. Pure (lighthouse-summary.test.ts).
import type { Result } from 'lighthouse';
import { PAGES, type PerfTarget, type TargetKind } from './targets';

/** What a target's medians must meet; a figure without a threshold is only reported. */
export interface Thresholds {
  /** Performance score, 0–100. */
  minScore?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
  maxCls?: number;
  // Relative to the bare app's medians of the same rounds, so a slow machine moves both sides; judged only when
  // the target `bare` was measured.
  /** Score ≥ the bare app's − this many points. */
  maxScoreBelowBare?: number;
  /** LCP ≤ this × the bare app's. */
  maxLcpTimesBare?: number;
  /** TBT ≤ this × the bare app's. */
  maxTbtTimesBare?: number;
}

export const TARGETS: Readonly<Record<TargetKind, Thresholds>> = {
  login: { minScore: 98, maxLcpMs: 1_600, maxTbtMs: 100, maxScoreBelowBare: 2, maxTbtTimesBare: 2 },
  home: { minScore: 95, maxLcpMs: 2_000, maxTbtMs: 150, maxCls: 0.02, maxLcpTimesBare: 1.1 },
  // The pages of `pages` (PAGES); any other page is only reported.
  page: { minScore: 92, maxLcpMs: 2_500 },
  // The reference the ratios divide by: measured, never judged.
  bare: {},
};

/** The thresholds of a target: those of its kind, none for a page the issues name no target for. */
export function thresholdsFor(target: Pick<PerfTarget, 'kind' | 'path'>): Thresholds {
  if (target.kind === 'page' && !(PAGES as readonly string[]).includes(target.path)) return {};
  return TARGETS[target.kind];
}

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
  // A signed-in page without the session shows the login page (or the app sends the persona elsewhere), and the
  // figures would be that page's.
  const endedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (endedOn !== expectedPath) {
    const why = endedOn === '/login' ? ': was the session lost?' : expectedPath === '/login' ? '' : ': the app sent the member elsewhere';
    run.problems.push(`ended on ${lhr.finalDisplayedUrl}, not ${expectedPath}${why}`);
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

/**
 * The thresholds the figures miss, one sentence each; a figure that is unknown misses its threshold. Those relative
 * to the bare app only when its medians are given.
 */
export function missedTargets(figures: Figures, thresholds: Thresholds, bare: Figures | null = null): string[] {
  const missed: string[] = [];
  const { minScore, maxLcpMs, maxTbtMs, maxCls, maxScoreBelowBare, maxLcpTimesBare, maxTbtTimesBare } = thresholds;
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
  if (bare === null) return missed;
  if (maxScoreBelowBare !== undefined) {
    const limit = bare.score === null ? null : bare.score - maxScoreBelowBare;
    if (limit === null || figures.score === null || figures.score < limit) {
      const scoreText = figures.score === null ? 'n/a' : whole(figures.score);
      missed.push(`score ${scoreText} < ${limit === null ? 'n/a' : whole(limit)} (the bare app's ${bare.score ?? 'n/a'} − ${maxScoreBelowBare})`);
    }
  }
  const relative = (name: string, value: number | null, base: number | null, factor: number) => {
    const limit = base === null ? null : base * factor;
    if (limit === null || value === null || value > limit) missed.push(`${name} ${ms(value)} > ${ms(limit)} (${factor}× the bare app's ${ms(base)})`);
  };
  if (maxLcpTimesBare !== undefined) relative('LCP', figures.lcpMs, bare.lcpMs, maxLcpTimesBare);
  if (maxTbtTimesBare !== undefined) relative('TBT', figures.tbtMs, bare.tbtMs, maxTbtTimesBare);
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

/** A target's medians, checked against its thresholds (by default its kind's), and the bare app's medians when measured. */
export function summarizeTarget(
  target: string,
  kind: TargetKind,
  runs: readonly RunFigures[],
  thresholds = TARGETS[kind],
  bare: Figures | null = null,
): TargetSummary {
  const medians = medianFigures(runs);
  const problems = [
    ...runs.flatMap((run, i) => run.problems.map((problem) => `run ${i + 1}: ${problem}`)),
    ...(runs.length === 0 ? ['no run'] : []),
    ...missedTargets(medians, thresholds, bare).map((missed) => `median ${missed}`),
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
  const both = (...parts: (string | false)[]) => parts.filter(Boolean).join(' and ');
  const describe = (t: Thresholds) =>
    [
      both(t.minScore !== undefined && `score ≥ ${t.minScore}`, t.maxScoreBelowBare !== undefined && `≥ bare − ${t.maxScoreBelowBare}`),
      both(t.maxLcpMs !== undefined && `LCP ≤ ${t.maxLcpMs} ms`, t.maxLcpTimesBare !== undefined && `≤ ${t.maxLcpTimesBare}× bare`),
      both(t.maxTbtMs !== undefined && `TBT ≤ ${t.maxTbtMs} ms`, t.maxTbtTimesBare !== undefined && `≤ ${t.maxTbtTimesBare}× bare`),
      t.maxCls !== undefined && `CLS ≤ ${t.maxCls}`,
    ]
      .filter(Boolean)
      .join(', ');
  return `/login (every brand): ${describe(TARGETS.login)}; /home: ${describe(TARGETS.home)}; ${PAGES.join(', ')}: ${describe(TARGETS.page)}`;
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

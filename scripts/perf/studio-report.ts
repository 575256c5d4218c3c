// What scripts/perf/studio.ts reads from its command line and prints: the brand, the runs, each run's times and the
// median against the budget. Pure (studio-report.test.ts).
import { median } from './lighthouse-summary';
import { BRANDS, parseRuns } from './targets';

/** The studio's editor must be interactive within this, median of the runs (issue 28). */
export const STUDIO_BUDGET_MS = 3_000;

export interface StudioArgs {
  /** The brand whose editor opens (`/studio?brand=<brand>`, on that brand's host). */
  brand: string;
  runs: number;
}

/** `[brand]` (default main, one of BRANDS) and RUNS (default 3). */
export function parseStudioArgs(words: readonly string[], runs: string | undefined): StudioArgs {
  const named = words.filter((word) => word.trim() !== '');
  if (named.length > 1) throw new Error(`One brand at most, not "${named.join(' ')}".`);
  const brand = named[0] ?? 'main';
  if (!(BRANDS as readonly string[]).includes(brand)) throw new Error(`Not a brand: "${brand}" (${BRANDS.join(', ')}).`);
  return { brand, runs: parseRuns(runs) };
}

/** One run, in milliseconds from the navigation's start; null when the run did not get there. */
export interface StudioRun {
  /** The open draft's "Pages and tiles" panel is visible. */
  shownMs: number | null;
  /** Its first text field took a typed character: the editor is interactive. */
  interactiveMs: number | null;
  problem: string | null;
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

export function formatStudioRun(run: StudioRun): string {
  const figures = `interactive ${ms(run.interactiveMs)} (editor shown ${ms(run.shownMs)})`;
  return run.problem === null ? figures : `${figures}: ${run.problem}`;
}

export interface StudioVerdict {
  median: number | null;
  /** Every failed run, and the median over the budget. */
  problems: string[];
}

/** The median time to interactive of the runs, against the budget; a failed run fails the measurement. */
export function studioVerdict(runs: readonly StudioRun[], budgetMs = STUDIO_BUDGET_MS): StudioVerdict {
  const middle = median(runs.map((run) => (run.problem === null ? run.interactiveMs : null)));
  const problems = [
    ...runs.flatMap((run, i) => (run.problem === null ? [] : [`run ${i + 1}: ${run.problem}`])),
    ...(middle === null ? ['no run reached the editor'] : middle > budgetMs ? [`median ${ms(middle)} > ${budgetMs} ms`] : []),
  ];
  return { median: middle, problems };
}

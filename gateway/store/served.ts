import type { Problem } from '../../src/engine/manifest/problems';

/*
 * What members are served of a brand (pure): the live version when it validates against the repository's base as it
 * is now; else the newest older version that does; else the brand's repository files. A version that was valid when
 * it was published can stop validating when a base file changes: serving it would fail every page of the brand.
 */

/** The newest version (of `newestFirst`) without an error, and the live one's errors; null: none validates. */
export async function chooseServed<V>(newestFirst: readonly V[], problemsOf: (version: V) => Promise<Problem[]>): Promise<{ served: V | null; liveProblems: Problem[] }> {
  let liveProblems: Problem[] = [];
  for (const [i, version] of newestFirst.entries()) {
    const errors = (await problemsOf(version)).filter((p) => p.severity === 'error');
    if (errors.length === 0) return { served: version, liveProblems };
    if (i === 0) liveProblems = errors;
  }
  return { served: null, liveProblems };
}

const count = (problems: readonly Problem[]) => `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
const where = (p: Problem | undefined) => (p ? `${p.file ?? ''} ${p.pointer || '/'}`.trim() : 'unknown');
const servedWords = (version: number | null) => (version === null ? "the brand's repository files" : `version ${version}`);

/** The studio's sentence: which version members are served instead of the live one, and why. */
export function servedReason(live: number, version: number | null, problems: readonly Problem[]): string {
  return (
    `Members are served ${servedWords(version)}, not the live version ${live}: version ${live} does not validate against the ` +
    `repository's base as it is now (${count(problems)}, the first at ${where(problems[0])}: ${problems[0]?.message ?? 'unknown'}). ` +
    'Publish a corrected version, or restore one that validates.'
  );
}

/** One line for the gateway's log: the brand, the versions and the first problem's place, no content and no names. */
export function servedLogLine(brand: string, live: number, version: number | null, problems: readonly Problem[]): string {
  return `[brand ${brand}] live version ${live} does not validate (${count(problems)}, the first at ${where(problems[0])}): serving ${servedWords(version)}.`;
}

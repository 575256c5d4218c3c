/*
 * The depth of a request waterfall, from start and end times alone: a request that starts after another one has
 * finished may have waited for it (the usual "fetch A, then B with A's answer"), so its depth is one more than
 * that request's. Requests started while nothing had finished yet are at depth 1. An upper bound of the true
 * dependency chain: it cannot see why a request waited, only that it could have.
 */

export interface TimedRequest {
  /** What to print: method and path. */
  label: string;
  /** Milliseconds, on one clock for all requests. */
  start: number;
  end: number;
}

export interface RequestDepth extends TimedRequest {
  depth: number;
}

/**
 * Each request with its depth: 1 + the depth of the request that finished last before it started (0 when none
 * had), in start order. A request that finished at the very moment another started counts as finished before it.
 */
export function waterfallDepths(requests: readonly TimedRequest[]): RequestDepth[] {
  const byStart = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const placed: RequestDepth[] = [];
  for (const request of byStart) {
    let latest: RequestDepth | undefined;
    for (const earlier of placed) {
      if (earlier.end <= request.start && (!latest || earlier.end > latest.end)) latest = earlier;
    }
    placed.push({ ...request, depth: 1 + (latest?.depth ?? 0) });
  }
  return placed;
}

/** The deepest level of the waterfall (0 for no requests). */
export function maxDepth(requests: readonly TimedRequest[]): number {
  return waterfallDepths(requests).reduce((max, r) => Math.max(max, r.depth), 0);
}

/** The calls made more than once (an answer the app already had, fetched again), with their counts. */
export function repeatedLabels(requests: readonly TimedRequest[]): string[] {
  const counts = new Map<string, number>();
  for (const { label } of requests) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([label, count]) => `${label} ×${count}`);
}

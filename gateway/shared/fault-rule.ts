/** A demo-mode rule that makes matching requests slow, fail or lose their connection (for browser tests). */
export interface FaultRule {
  /** An exact path ("/api/account") or a prefix ending with "*" ("/api/ebill/*"). */
  path: string;
  status?: number;
  latencyMs?: number;
  drop?: boolean;
  /** Answers 200 with a JSON body cut off mid-way (a proxy or a server that failed while writing). */
  malformed?: boolean;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
  /**
   * Only requests carrying the header `x-demo-scope` with this value match. Parallel browser tests each use
   * their own scope, so one test's requests never consume (and one test's reset never clears) another's faults.
   */
  scope?: string;
}

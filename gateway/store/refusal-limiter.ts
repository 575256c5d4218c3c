/*
 * How many refusals of one actor the audit log records (pure, the clock injected): at most `max` a window per actor;
 * the ones past it are counted, and the count goes with that actor's next recorded refusal. A script hammering a
 * refused call cannot grow the audit table without limit, and the log still says how many there were.
 */

export interface RefusalLimiterOptions {
  /** Refusals recorded per actor per window. */
  max?: number;
  windowMs?: number;
  /** Actors tracked at once (memory stays bounded); past it the longest-tracked is forgotten. */
  maxActors?: number;
  now: () => number;
}

interface Window {
  start: number;
  recorded: number;
  /** Refusals not recorded since this actor's last recorded one. */
  unrecorded: number;
}

export type RefusalDecision = { record: true; unrecordedBefore: number } | { record: false };

export function createRefusalLimiter({ max = 20, windowMs = 60_000, maxActors = 10_000, now }: RefusalLimiterOptions) {
  const windows = new Map<string, Window>();

  function forgetOne() {
    const at = now();
    for (const [actor, w] of windows) {
      // An actor whose window is over and who owes no count is forgotten first.
      if (at - w.start >= windowMs && w.unrecorded === 0) {
        windows.delete(actor);
        return;
      }
    }
    const oldest = windows.keys().next();
    if (!oldest.done) windows.delete(oldest.value);
  }

  return {
    /** Whether to record this refusal of `actor`, and how many went unrecorded before it. */
    take(actor: string): RefusalDecision {
      const at = now();
      let w = windows.get(actor);
      if (!w) {
        if (windows.size >= maxActors) forgetOne();
        w = { start: at, recorded: 0, unrecorded: 0 };
        windows.set(actor, w);
      } else if (at - w.start >= windowMs) {
        w.start = at;
        w.recorded = 0;
      }
      if (w.recorded >= max) {
        w.unrecorded++;
        return { record: false };
      }
      w.recorded++;
      const unrecordedBefore = w.unrecorded;
      w.unrecorded = 0;
      return { record: true, unrecordedBefore };
    },
    /** Actors tracked now (for tests: memory stays bounded). */
    get size() {
      return windows.size;
    },
  };
}

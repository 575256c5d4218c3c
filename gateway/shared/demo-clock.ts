/*
 * The content store's clock in demo mode (issue 31): the real time, moved on by the browser tests
 * (`POST /api/__demo/clock`) so a release scheduled a minute ahead goes live without waiting a minute. Only the
 * store's clock (scheduled releases, the audit log's times): sessions and tokens keep the real time.
 */

export interface DemoClock {
  now(): Date;
  /** Moves the clock on by `ms` (never back). */
  advance(ms: number): void;
}

export function createDemoClock(real: () => Date = () => new Date()): DemoClock {
  let offset = 0;
  return {
    now: () => new Date(real().getTime() + offset),
    advance(ms) {
      if (Number.isFinite(ms) && ms > 0) offset += ms;
    },
  };
}

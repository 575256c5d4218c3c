import type { FaultRule } from './faults';

/**
 * Everything a demo session can change, in one place, so `POST /api/__demo/reset` (or a restart) restores the
 * seeded personas. Later calls add their state here (preferences, PCP selections, cancellations...).
 */
export interface GatewayState {
  /** username → failed logins since the last success. */
  failedLogins: Map<string, number>;
  recordFailedLogin(username: string, count: number): void;
  faults: FaultRule[];
  reset(): void;
}

const MAX_TRACKED_USERNAMES = 10_000;

export function createState(): GatewayState {
  const state: GatewayState = {
    failedLogins: new Map(),
    recordFailedLogin(username, count) {
      // Unknown usernames are counted too; keep the map bounded against a flood of made-up names.
      if (!state.failedLogins.has(username) && state.failedLogins.size >= MAX_TRACKED_USERNAMES) {
        const oldest = state.failedLogins.keys().next().value;
        if (oldest !== undefined) state.failedLogins.delete(oldest);
      }
      state.failedLogins.set(username, count);
    },
    faults: [],
    reset() {
      state.failedLogins.clear();
      state.faults.length = 0;
    },
  };
  return state;
}

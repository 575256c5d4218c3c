import type { FaultRule } from './faults';

/**
 * Everything a demo session can change, in one place, so `POST /api/__demo/reset` (or a restart) restores the
 * seeded personas. Later calls add their state here (preferences, PCP selections, cancellations...).
 */
export interface GatewayState {
  /** username → failed logins since the last success. */
  failedLogins: Map<string, number>;
  faults: FaultRule[];
  reset(): void;
}

export function createState(): GatewayState {
  const state: GatewayState = {
    failedLogins: new Map(),
    faults: [],
    reset() {
      state.failedLogins.clear();
      state.faults.length = 0;
    },
  };
  return state;
}

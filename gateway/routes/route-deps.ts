import type { RequireSession } from '../auth/session';
import type { Seed } from '../personas/seed';
import type { GatewayState } from '../state';

/** What the member-data routes of the home dashboard and later screens are given. */
export interface MemberRouteDeps {
  seed: Seed;
  state: GatewayState;
  requireSession: RequireSession;
  /** The gateway's clock (persona dates are relative to its day at start-up). */
  now: () => Date;
}

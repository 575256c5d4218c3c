import type { RequireSession } from '../../shared/endpoint-route';
import type { Seed } from '../personas/seed';
import type { ReferenceState } from '../state';

/** What the member-data routes of the home dashboard and later screens are given. */
export interface MemberRouteDeps {
  seed: Seed;
  state: ReferenceState;
  requireSession: RequireSession;
  /** The gateway's clock (persona dates are relative to its day at start-up). */
  now: () => Date;
}

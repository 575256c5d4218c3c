import { eobsFor } from './claims';
import type { Claim, Eob, Member } from './types';

/*
 * The subscriber family's EOBs (spec §3 "EOB"): one per paid claim, across several members (Dana, Riley, Sam; Chris,
 * a dependent, has none), more than one page of them, and one that names no members, whose member falls back to the
 * subscriber (the oldest, Dana's own claim, as the insurer's older EOBs were issued).
 */
export const EOB_WITHOUT_MEMBERS = 'EOB-M2300123405';

export function subscriberFamilyEobs(claims: Claim[], subscriber: Member): Eob[] {
  return eobsFor(claims, subscriber).map((eob) => (eob.documentId === EOB_WITHOUT_MEMBERS ? { ...eob, members: [] } : eob));
}

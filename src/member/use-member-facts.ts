import { useMemo } from 'react';
import { toIsoDate, useClock } from '../engine/clock';
import { useBrand } from '../manifest/brand-context';
import type { Facts } from '../manifest/rule-types';
import { buildFacts } from './facts';
import type { MemberContext } from './member-context';
import { useMemberCalls } from './queries';
import { useSession } from './session';

export type MemberFactsState =
  | { status: 'anonymous'; facts: null; context: null; error: null }
  | { status: 'loading'; facts: null; context: null; error: null }
  | { status: 'error'; facts: null; context: null; error: unknown }
  | { status: 'ready'; facts: Facts; context: MemberContext; error: null };

/**
 * The signed-in member's facts. The account call is essential (its failure is the home load failure of spec §8);
 * the others only gate menu items, so a failed one counts as "no".
 */
export function useMemberFacts(): MemberFactsState {
  const session = useSession();
  const manifest = useBrand();
  const clock = useClock();
  const enabled = session.isAuthenticated;
  const [account, groups, programs, hasEbill, registered, showAlert, pcp, referrals, medicare, idCard, planManagement] = useMemberCalls(
    enabled,
    manifest.features.eBillOffered,
  );
  const today = toIsoDate(clock());

  return useMemo((): MemberFactsState => {
    if (!enabled) return { status: 'anonymous', facts: null, context: null, error: null };
    if (account.isError) return { status: 'error', facts: null, context: null, error: account.error };
    const pending = [account, groups, programs, pcp, referrals, medicare, idCard, planManagement].some((q) => q.isPending);
    const ebillPending = manifest.features.eBillOffered && [hasEbill, registered, showAlert].some((q) => q.isPending);
    if (pending || ebillPending || !account.data) return { status: 'loading', facts: null, context: null, error: null };
    const context: MemberContext = {
      today,
      brand: { id: manifest.brand.id, domainId: manifest.brand.domainId, features: manifest.features },
      claims: session.claims,
      account: account.data,
      groups: groups.data ?? [],
      programs: programs.data?.programs ?? [],
      ebill: { has: hasEbill.data === true, registered: registered.data === true, showAlert: showAlert.data === true },
      pcpEligible: pcp.data?.eligible === true,
      idCardEligible: idCard.data === true,
      planManagementEligibleAndActive: planManagement.data?.eligibleAndActive === true,
      hasReferrals: referrals.data === true,
      medicareMaterialsAvailable: medicare.data === true,
    };
    return { status: 'ready', facts: buildFacts(context), context, error: null };
  }, [enabled, account, groups, programs, hasEbill, registered, showAlert, pcp, referrals, medicare, idCard, planManagement, manifest, session.claims, today]);
}

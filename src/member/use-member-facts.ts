import { useMemo } from 'react';
import { toIsoDate, useClock } from '../engine/clock';
import { useBrand } from '../manifest/brand-context';
import type { FactName, Facts } from '../manifest/rule-types';
import { undecidedFacts } from './fact-sources';
import { buildFacts } from './facts';
import { memberContextOf, type MemberAnswers, type MemberContext } from './member-context';
import { useMemberCalls } from './queries';
import { useSession } from './session';

export type MemberFactsState =
  | { status: 'anonymous'; facts: null; context: null; error: null }
  | { status: 'loading'; facts: null; context: null; error: null }
  | { status: 'error'; facts: null; context: null; error: unknown }
  | {
      status: 'ready';
      facts: Facts;
      context: MemberContext;
      error: null;
      /** Facts whose call failed: their value in `facts` is the "no" default; rules treat them as undecided. */
      undecided: ReadonlySet<FactName>;
      /** Calls the failed ones again ('Try again'). */
      retry: () => void;
      retrying: boolean;
    };

/**
 * The signed-in member's facts. The account call is essential (its failure is the home load failure of spec §8);
 * a failure of another leaves the facts it decides undecided (fact-sources.ts), so the page still loads and only
 * what turns on them says it could not load.
 */
export function useMemberFacts(): MemberFactsState {
  const session = useSession();
  const manifest = useBrand();
  const clock = useClock();
  const enabled = session.isAuthenticated;
  const { account, facts: calls, made } = useMemberCalls(enabled, manifest.features.eBillOffered);
  const today = toIsoDate(clock());

  const { groups, programs, hasEbill, ebillRegistered, showEbillAlert, pcpEligibility, hasReferrals, medicareMaterials, idCardEligible, planManagement } = calls;

  return useMemo((): MemberFactsState => {
    const calls = { groups, programs, hasEbill, ebillRegistered, showEbillAlert, pcpEligibility, hasReferrals, medicareMaterials, idCardEligible, planManagement };
    if (!enabled) return { status: 'anonymous', facts: null, context: null, error: null };
    if (account.isError) return { status: 'error', facts: null, context: null, error: account.error };
    if (!account.data || made.some((name) => calls[name].isPending)) return { status: 'loading', facts: null, context: null, error: null };
    const failed = made.filter((name) => calls[name].isError);
    const context = memberContextOf({
      today,
      brand: { id: manifest.brand.id, domainId: manifest.brand.domainId, features: manifest.features },
      claims: session.claims,
      // Each call's answer by its name; a failed or unmade call has none.
      answers: { ...(Object.fromEntries(made.map((name) => [name, calls[name].data])) as Omit<MemberAnswers, 'account'>), account: account.data },
    });
    return {
      status: 'ready',
      facts: buildFacts(context),
      context,
      error: null,
      undecided: undecidedFacts(failed),
      retry: () => failed.forEach((name) => void calls[name].refetch()),
      retrying: failed.some((name) => calls[name].isFetching),
    };
  }, [enabled, account, groups, programs, hasEbill, ebillRegistered, showEbillAlert, pcpEligibility, hasReferrals, medicareMaterials, idCardEligible, planManagement, made, manifest, session.claims, today]);
}

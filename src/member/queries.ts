import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callQuery } from '../api/call-query';
import { getAccount } from '../api/generated/endpoints/member';
import { factsOfCall, type FactCall } from './fact-sources';
import { ebillFactCalls, factCalls } from './member-calls';
import { memberKeys } from './member-keys';

export { memberKeys };

/**
 * A failure of the fact calls leaves undecided what they gate, which the screen shows (fact-sources.ts; their
 * declarations say `screen`), so no global error page; a 401 still ends the session (query-client.ts). Not called
 * again merely because another component mounts: the member's 'Try again' does that, so a failure cannot become a
 * loop of calls.
 */
const once = { retryOnMount: false };

/* The member calls' query options, shared by the hooks below, the features' hooks and the cache seeding. */

/** The account is essential: its failure is the home load failure of spec §8 (the global error page). */
export const accountQuery = queryOptions(callQuery(getAccount));
export const groupsQuery = queryOptions({ ...callQuery(factCalls.groups), ...once });
export const programsQuery = queryOptions({ ...callQuery(factCalls.programs), ...once });
export const hasEbillQuery = queryOptions({ ...callQuery(factCalls.hasEbill), ...once });
export const ebillRegisteredQuery = queryOptions({ ...callQuery(factCalls.ebillRegistered), ...once });
export const showEbillAlertQuery = queryOptions({ ...callQuery(factCalls.showEbillAlert), ...once });
export const pcpEligibilityQuery = queryOptions({ ...callQuery(factCalls.pcpEligibility), ...once });
export const hasReferralsQuery = queryOptions({ ...callQuery(factCalls.hasReferrals), ...once });
export const medicareMaterialsQuery = queryOptions({ ...callQuery(factCalls.medicareMaterials), ...once });
export const idCardEligibleQuery = queryOptions({ ...callQuery(factCalls.idCardEligible), ...once });
/** Plan management details (spec §3), read by the facts and by the plan management banner. */
export const planManagementQuery = queryOptions({ ...callQuery(factCalls.planManagement), ...once });

export function useAccount(enabled = true) {
  return useQuery({ ...accountQuery, enabled });
}

export function usePlanManagementDetails() {
  return useQuery(planManagementQuery);
}

/**
 * The calls behind the member facts, started together as soon as there is a session (no waterfall), by name;
 * `made` lists the fact calls this brand makes: eBill calls are not made where the brand never offers eBill
 * (spec §7: they return false without a call).
 */
export function useMemberCalls(enabled: boolean, eBillOffered: boolean) {
  const ebillEnabled = enabled && eBillOffered;
  const [account, groups, programs, hasEbill, ebillRegistered, showEbillAlert, pcpEligibility, hasReferrals, medicareMaterials, idCardEligible, planManagement] =
    useQueries({
      queries: [
        { ...accountQuery, enabled },
        { ...groupsQuery, enabled },
        { ...programsQuery, enabled },
        { ...hasEbillQuery, enabled: ebillEnabled },
        { ...ebillRegisteredQuery, enabled: ebillEnabled },
        { ...showEbillAlertQuery, enabled: ebillEnabled },
        { ...pcpEligibilityQuery, enabled },
        { ...hasReferralsQuery, enabled },
        { ...medicareMaterialsQuery, enabled },
        { ...idCardEligibleQuery, enabled },
        { ...planManagementQuery, enabled },
      ] as const,
    });
  const facts = { groups, programs, hasEbill, ebillRegistered, showEbillAlert, pcpEligibility, hasReferrals, medicareMaterials, idCardEligible, planManagement };
  return { account, facts, made: eBillOffered ? allFactCalls : factCallsWithoutEbill };
}

const allFactCalls = Object.keys(factsOfCall) as FactCall[];
const factCallsWithoutEbill = allFactCalls.filter((name) => !ebillFactCalls.includes(name));

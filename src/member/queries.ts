import { queryOptions, useQuery } from '@tanstack/react-query';
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
  // Eleven calls of fixed order, each its own useQuery: all start in the same render, so none waits for another.
  const account = useQuery({ ...accountQuery, enabled });
  const facts = {
    groups: useQuery({ ...groupsQuery, enabled }),
    programs: useQuery({ ...programsQuery, enabled }),
    hasEbill: useQuery({ ...hasEbillQuery, enabled: ebillEnabled }),
    ebillRegistered: useQuery({ ...ebillRegisteredQuery, enabled: ebillEnabled }),
    showEbillAlert: useQuery({ ...showEbillAlertQuery, enabled: ebillEnabled }),
    pcpEligibility: useQuery({ ...pcpEligibilityQuery, enabled }),
    hasReferrals: useQuery({ ...hasReferralsQuery, enabled }),
    medicareMaterials: useQuery({ ...medicareMaterialsQuery, enabled }),
    idCardEligible: useQuery({ ...idCardEligibleQuery, enabled }),
    planManagement: useQuery({ ...planManagementQuery, enabled }),
  };
  return { account, facts, made: eBillOffered ? allFactCalls : factCallsWithoutEbill };
}

const allFactCalls = Object.keys(factsOfCall) as FactCall[];
const factCallsWithoutEbill = allFactCalls.filter((name) => !ebillFactCalls.includes(name));

import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  getAccount,
  getGroups,
  getHasEbill,
  getEbillRegistered,
  getHasReferrals,
  getIdCardEligible,
  getPlanManagementDetails,
  getMedicareMaterialsEligibility,
  getPcpEligibility,
  getPrograms,
  getShowEbillAlert,
} from '../api/gateway-calls';
import { factsOfCall, type FactCall } from './fact-sources';
import { memberKeys } from './member-keys';

export { memberKeys };


/**
 * A failure of these leaves undecided what they gate, which the screen shows (fact-sources.ts), so no global error
 * page; a 401 still ends the session (query-client.ts). Not called again merely because another component mounts:
 * the member's 'Try again' does that, so a failure cannot become a loop of calls.
 */
const quiet = { meta: { handlesErrors: true }, retryOnMount: false };

/* The member calls' query options, shared by the hooks below, the features' hooks and the cache seeding. */

/** The account is essential: its failure is the home load failure of spec §8 (the global error page). */
export const accountQuery = queryOptions({ queryKey: memberKeys.account, queryFn: getAccount });
export const groupsQuery = queryOptions({ queryKey: memberKeys.groups, queryFn: getGroups, ...quiet });
export const programsQuery = queryOptions({ queryKey: memberKeys.programs, queryFn: getPrograms, ...quiet });
export const hasEbillQuery = queryOptions({ queryKey: memberKeys.hasEbill, queryFn: getHasEbill, ...quiet });
export const ebillRegisteredQuery = queryOptions({ queryKey: memberKeys.ebillRegistered, queryFn: getEbillRegistered, ...quiet });
export const showEbillAlertQuery = queryOptions({ queryKey: memberKeys.showEbillAlert, queryFn: getShowEbillAlert, ...quiet });
export const pcpEligibilityQuery = queryOptions({ queryKey: memberKeys.pcpEligibility, queryFn: getPcpEligibility, ...quiet });
export const hasReferralsQuery = queryOptions({ queryKey: memberKeys.hasReferrals, queryFn: getHasReferrals, ...quiet });
export const medicareMaterialsQuery = queryOptions({
  queryKey: memberKeys.medicareMaterials,
  queryFn: getMedicareMaterialsEligibility,
  ...quiet,
});
export const idCardEligibleQuery = queryOptions({ queryKey: memberKeys.idCardEligible, queryFn: getIdCardEligible, ...quiet });
/** Plan management details (spec §3), read by the facts and by the plan management banner. */
export const planManagementQuery = queryOptions({
  queryKey: memberKeys.planManagement,
  queryFn: getPlanManagementDetails,
  ...quiet,
});

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
const ebillCalls: readonly FactCall[] = ['hasEbill', 'ebillRegistered', 'showEbillAlert'];
const factCallsWithoutEbill = allFactCalls.filter((name) => !ebillCalls.includes(name));

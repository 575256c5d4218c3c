import { useQueries, useQuery } from '@tanstack/react-query';
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

/** Query keys of the member calls: one per call and its arguments (these calls take none). */
export const memberKeys = {
  account: ['account'] as const,
  groups: ['groups'] as const,
  programs: ['programs'] as const,
  hasEbill: ['ebill', 'hasEbill'] as const,
  ebillRegistered: ['ebill', 'ebillRegistered'] as const,
  showEbillAlert: ['ebill', 'showEbillAlert'] as const,
  pcpEligibility: ['pcp', 'eligibility'] as const,
  hasReferrals: ['referrals', 'hasReferrals'] as const,
  medicareMaterials: ['medicare-materials', 'eligibility'] as const,
  idCardEligible: ['idCard', 'eligible'] as const,
  planManagement: ['plan-management', 'details'] as const,
};

/** A failure of these only hides what they gate, so the screen handles it (no global error page). */
const quiet = { meta: { handlesErrors: true } };

export function useAccount(enabled = true) {
  return useQuery({ queryKey: memberKeys.account, queryFn: getAccount, enabled });
}

/** Plan management details (spec §3), read by the facts and by the plan management banner. */
export function usePlanManagementDetails() {
  return useQuery({ queryKey: memberKeys.planManagement, queryFn: getPlanManagementDetails, ...quiet });
}

/**
 * The calls behind the member facts, started together as soon as there is a session (no waterfall).
 * eBill calls are not made where the brand never offers eBill (spec §7: they return false without a call).
 */
export function useMemberCalls(enabled: boolean, eBillOffered: boolean) {
  return useQueries({
    queries: [
      { queryKey: memberKeys.account, queryFn: getAccount, enabled },
      { queryKey: memberKeys.groups, queryFn: getGroups, enabled, ...quiet },
      { queryKey: memberKeys.programs, queryFn: getPrograms, enabled, ...quiet },
      { queryKey: memberKeys.hasEbill, queryFn: getHasEbill, enabled: enabled && eBillOffered, ...quiet },
      { queryKey: memberKeys.ebillRegistered, queryFn: getEbillRegistered, enabled: enabled && eBillOffered, ...quiet },
      { queryKey: memberKeys.showEbillAlert, queryFn: getShowEbillAlert, enabled: enabled && eBillOffered, ...quiet },
      { queryKey: memberKeys.pcpEligibility, queryFn: getPcpEligibility, enabled, ...quiet },
      { queryKey: memberKeys.hasReferrals, queryFn: getHasReferrals, enabled, ...quiet },
      { queryKey: memberKeys.medicareMaterials, queryFn: getMedicareMaterialsEligibility, enabled, ...quiet },
      { queryKey: memberKeys.idCardEligible, queryFn: getIdCardEligible, enabled, ...quiet },
      { queryKey: memberKeys.planManagement, queryFn: getPlanManagementDetails, enabled, ...quiet },
    ] as const,
  });
}

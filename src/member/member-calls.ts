import type { Call } from '../api/call-types';
import {
  getEbillRegistered,
  getGroups,
  getHasEbill,
  getHasReferrals,
  getIdCardEligible,
  getMedicareMaterialsEligibility,
  getPcpEligibility,
  getPlanManagementDetails,
  getPrograms,
  getShowEbillAlert,
} from '../api/generated/endpoints/member';
import type { FactCall } from './fact-sources';

/** The member calls behind the facts, by the name fact-sources.ts knows them by. */
export const factCalls = {
  groups: getGroups,
  programs: getPrograms,
  hasEbill: getHasEbill,
  ebillRegistered: getEbillRegistered,
  showEbillAlert: getShowEbillAlert,
  pcpEligibility: getPcpEligibility,
  hasReferrals: getHasReferrals,
  medicareMaterials: getMedicareMaterialsEligibility,
  idCardEligible: getIdCardEligible,
  planManagement: getPlanManagementDetails,
} as const satisfies Record<FactCall, Call>;

/** Spec §7: the eBill calls are not made where the brand never offers eBill (they answer false without a call). */
export const ebillFactCalls: readonly FactCall[] = ['hasEbill', 'ebillRegistered', 'showEbillAlert'];

/** The fact calls a brand makes. */
export const factCallsMade = (features: { eBillOffered: boolean }): FactCall[] =>
  (Object.keys(factCalls) as FactCall[]).filter((name) => features.eBillOffered || !ebillFactCalls.includes(name));

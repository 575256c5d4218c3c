import { callKey } from '../api/call-query';
import { getAccount } from '../api/generated/endpoints/member';
import { factCalls } from './member-calls';

/** Query keys of the member calls (these calls take no arguments). */
export const memberKeys = {
  account: callKey(getAccount),
  groups: callKey(factCalls.groups),
  programs: callKey(factCalls.programs),
  hasEbill: callKey(factCalls.hasEbill),
  ebillRegistered: callKey(factCalls.ebillRegistered),
  showEbillAlert: callKey(factCalls.showEbillAlert),
  pcpEligibility: callKey(factCalls.pcpEligibility),
  hasReferrals: callKey(factCalls.hasReferrals),
  medicareMaterials: callKey(factCalls.medicareMaterials),
  idCardEligible: callKey(factCalls.idCardEligible),
  planManagement: callKey(factCalls.planManagement),
};

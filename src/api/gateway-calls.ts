import { apiRequest } from './client';
import { memberCallPaths } from './member-call-paths';
import type { TokenRequest } from './response-types';

/* The typed calls of spec §7 that several features share. Each returns (and checks) its schema's type. */

const yesNo = { response: 'yesNo' } as const;

export const postToken = (request: TokenRequest) =>
  apiRequest('token', { method: 'POST', body: request, token: null, response: 'token' });


export const getAccount = () => apiRequest(memberCallPaths.account, { response: 'account' });
export const getGroups = () => apiRequest(memberCallPaths.groups, { response: 'groups' });
export const getPrograms = () => apiRequest(memberCallPaths.programs, { response: 'programs' });
export const getHasEbill = () => apiRequest(memberCallPaths.hasEbill, yesNo);
export const getEbillRegistered = () => apiRequest(memberCallPaths.ebillRegistered, yesNo);
export const getShowEbillAlert = () => apiRequest(memberCallPaths.showEbillAlert, yesNo);
export const getPcpEligibility = () => apiRequest(memberCallPaths.pcpEligibility, { response: 'pcpEligibility' });
export const getHasReferrals = () => apiRequest(memberCallPaths.hasReferrals, yesNo);
export const getIdCardEligible = () => apiRequest(memberCallPaths.idCardEligible, yesNo);
export const getPlanManagementDetails = () => apiRequest(memberCallPaths.planManagement, { response: 'planManagementDetails' });
export const getMedicareMaterialsEligibility = () => apiRequest(memberCallPaths.medicareMaterials, yesNo);

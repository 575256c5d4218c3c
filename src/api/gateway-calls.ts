import { apiRequest } from './client';
import { memberCallPaths } from './member-call-paths';
import type {
  AccountResponse,
  GroupsResponse,
  PcpEligibility,
  PlanManagementDetails,
  ProgramsResponse,
  TokenRequest,
  TokenResponse,
} from './response-types';

/* The typed calls of spec §7 that several features share. Each returns the schema's type. */

export const postToken = (request: TokenRequest) =>
  apiRequest<TokenResponse>('token', { method: 'POST', body: request, token: null });


export const getAccount = () => apiRequest<AccountResponse>(memberCallPaths.account);
export const getGroups = () => apiRequest<GroupsResponse>(memberCallPaths.groups);
export const getPrograms = () => apiRequest<ProgramsResponse>(memberCallPaths.programs);
export const getHasEbill = () => apiRequest<boolean>(memberCallPaths.hasEbill);
export const getEbillRegistered = () => apiRequest<boolean>(memberCallPaths.ebillRegistered);
export const getShowEbillAlert = () => apiRequest<boolean>(memberCallPaths.showEbillAlert);
export const getPcpEligibility = () => apiRequest<PcpEligibility>(memberCallPaths.pcpEligibility);
export const getHasReferrals = () => apiRequest<boolean>(memberCallPaths.hasReferrals);
export const getIdCardEligible = () => apiRequest<boolean>(memberCallPaths.idCardEligible);
export const getPlanManagementDetails = () => apiRequest<PlanManagementDetails>(memberCallPaths.planManagement);
export const getMedicareMaterialsEligibility = () => apiRequest<boolean>(memberCallPaths.medicareMaterials);

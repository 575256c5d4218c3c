import { apiRequest } from './client';
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

export const getAccount = () => apiRequest<AccountResponse>('account');
export const getGroups = () => apiRequest<GroupsResponse>('groups');
export const getPrograms = () => apiRequest<ProgramsResponse>('programs');
export const getHasEbill = () => apiRequest<boolean>('ebill/hasEbill');
export const getEbillRegistered = () => apiRequest<boolean>('ebill/ebillRegistered');
export const getShowEbillAlert = () => apiRequest<boolean>('ebill/showEbillAlert');
export const getPcpEligibility = () => apiRequest<PcpEligibility>('pcp/eligibility');
export const getHasReferrals = () => apiRequest<boolean>('referrals/hasReferrals');
export const getIdCardEligible = () => apiRequest<boolean>('idCard/eligible');
export const getPlanManagementDetails = () => apiRequest<PlanManagementDetails>('plan-management/details');
export const getMedicareMaterialsEligibility = () => apiRequest<boolean>('medicare-materials/eligibility');

import { accountResponseSchema } from './account';
import { limitsResponseSchema } from './benefits';
import { pagedClaimsResponseSchema } from './claims';
import { employeeIdResponseSchema } from './employee-id';
import { pagedEobsResponseSchema } from './eobs';
import { booleanResponseSchema, pcpEligibilityResponseSchema } from './flags';
import { groupsResponseSchema } from './groups';
import { pcpMembersResponseSchema } from './pcp';
import { planManagementDetailsSchema } from './plan-management';
import { programsResponseSchema } from './programs';
import { tokenResponseSchema } from './token';
import { ebillRegistrationResponseSchema, outlineOfCoverageTextSchema, userKeyTextSchema } from './tools';

/**
 * The answers the first pages read (/login, the signed-in shell and /home's tiles): their schemas travel in the
 * chunk every signed-in page preloads (src/api/response-checks.ts), so keep this list to those pages' calls.
 */
export const firstPageResponseSchemas = {
  token: tokenResponseSchema,
  account: accountResponseSchema,
  groups: groupsResponseSchema,
  programs: programsResponseSchema,
  yesNo: booleanResponseSchema,
  pcpEligibility: pcpEligibilityResponseSchema,
  pcpMembers: pcpMembersResponseSchema,
  planManagementDetails: planManagementDetailsSchema,
  employeeId: employeeIdResponseSchema,
  limits: limitsResponseSchema,
  pagedClaims: pagedClaimsResponseSchema,
  pagedEobs: pagedEobsResponseSchema,
  ebillRegistration: ebillRegistrationResponseSchema,
  userKey: userKeyTextSchema,
  outlineOfCoverage: outlineOfCoverageTextSchema,
} as const;

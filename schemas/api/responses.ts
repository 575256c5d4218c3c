import { accountResponseSchema, familyEligibilityResponseSchema } from './account';
import {
  passwordChangedResponseSchema,
  registrationResponseSchema,
  requestAcceptedResponseSchema,
  securityQuestionsResponseSchema,
  userDetailsResponseSchema,
  usernameResponseSchema,
} from './account-forms';
import {
  benefitsHistoryResponseSchema,
  categoryBenefitsResponseSchema,
  dentalServicesResponseSchema,
  limitsResponseSchema,
  medicalServicesResponseSchema,
} from './benefits';
import { claimSchema, claimsMetadataResponseSchema, pagedClaimsResponseSchema } from './claims';
import { medicareMaterialsResponseSchema, planDocumentsResponseSchema } from './documents';
import { employeeIdResponseSchema } from './employee-id';
import { pagedEobsResponseSchema } from './eobs';
import { booleanResponseSchema, pcpEligibilityResponseSchema } from './flags';
import { groupDetailResponseSchema } from './group-selection';
import { groupsResponseSchema } from './groups';
import {
  onboardingStepResponseSchema,
  policyDetailsSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from './onboarding';
import { pcpMembersResponseSchema } from './pcp';
import { planManagementDetailsSchema } from './plan-management';
import { programsResponseSchema } from './programs';
import { pagedReferralsResponseSchema, referralsMetadataResponseSchema } from './referrals';
import { tokenResponseSchema } from './token';
import { ebillRegistrationResponseSchema, outlineOfCoverageTextSchema, userKeyTextSchema } from './tools';

/**
 * Every answer of the gateway the app reads, by name. The browser checks each body against its schema before using
 * it (src/api/client.ts, with the standalone validators `npm run generate` writes to src/api/generated/): a body that
 * does not parse or does not match is a failed call, like a 500. The gateway answers with the same schemas.
 */
export const responseSchemas = {
  token: tokenResponseSchema,
  account: accountResponseSchema,
  groups: groupsResponseSchema,
  groupDetail: groupDetailResponseSchema,
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
  preferences: preferencesSchema,
  relevantPreferences: relevantPreferencesSchema,
  registrationPolicies: registrationPoliciesSchema,
  policyDetails: policyDetailsSchema,
  ssoTransfer: ssoTransferSchema,
  onboardingStep: onboardingStepResponseSchema,
  securityQuestions: securityQuestionsResponseSchema,
  userDetails: userDetailsResponseSchema,
  username: usernameResponseSchema,
  registration: registrationResponseSchema,
  requestAccepted: requestAcceptedResponseSchema,
  passwordChanged: passwordChangedResponseSchema,
  pagedReferrals: pagedReferralsResponseSchema,
  referralsMetadata: referralsMetadataResponseSchema,
  planDocuments: planDocumentsResponseSchema,
  medicareMaterials: medicareMaterialsResponseSchema,
  categoryBenefits: categoryBenefitsResponseSchema,
  medicalServices: medicalServicesResponseSchema,
  dentalServices: dentalServicesResponseSchema,
  benefitsHistory: benefitsHistoryResponseSchema,
  familyEligibility: familyEligibilityResponseSchema,
  claimsMetadata: claimsMetadataResponseSchema,
  claim: claimSchema,
} as const;

export type ResponseName = keyof typeof responseSchemas;

import { claimSchema, claimsMetadataResponseSchema } from './claims';
import { eobSchema, eobsMetadataResponseSchema } from './eobs';
import { idCardRequestTextSchema, idCardViewResponseSchema } from './id-card';
import { cityOfPortlandDueDateTextSchema, pagedProvidersResponseSchema, pcpSelectedTextSchema, providerSchema } from './pcp';
import { familyEligibilityResponseSchema } from './account';
import { addressOptionsResponseSchema, addressResponseSchema } from './address';
import {
  chosenSecurityQuestionsResponseSchema,
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
  medicalServicesResponseSchema,
} from './benefits';
import { medicareMaterialsResponseSchema, planDocumentsResponseSchema } from './documents';
import { groupDetailResponseSchema } from './group-selection';
import { accreditationResponseSchema, chatConfigResponseSchema, holidayCalendarTextSchema } from './help';
import {
  onboardingStepResponseSchema,
  policyDetailsSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from './onboarding';
import { programContentResponseSchema } from './program-content';
import { pagedReferralsResponseSchema, referralsMetadataResponseSchema } from './referrals';

/**
 * The answers of every other page: their schemas load in a chunk of their own with the first call that needs one
 * (src/api/later-response-checks.ts), so a new page's schemas never grow /login or /home. New answers go here.
 */
export const laterResponseSchemas = {
  groupDetail: groupDetailResponseSchema,
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
  programContent: programContentResponseSchema,
  categoryBenefits: categoryBenefitsResponseSchema,
  medicalServices: medicalServicesResponseSchema,
  dentalServices: dentalServicesResponseSchema,
  benefitsHistory: benefitsHistoryResponseSchema,
  familyEligibility: familyEligibilityResponseSchema,
  pagedProviders: pagedProvidersResponseSchema,
  provider: providerSchema,
  pcpSelected: pcpSelectedTextSchema,
  cityOfPortlandDueDate: cityOfPortlandDueDateTextSchema,
  idCardView: idCardViewResponseSchema,
  idCardRequest: idCardRequestTextSchema,
  eobsMetadata: eobsMetadataResponseSchema,
  eobDetail: eobSchema,
  claimsMetadata: claimsMetadataResponseSchema,
  claim: claimSchema,
  mailingAddress: addressResponseSchema,
  addressOptions: addressOptionsResponseSchema,
  chosenSecurityQuestions: chosenSecurityQuestionsResponseSchema,
  holidayCalendar: holidayCalendarTextSchema,
  chatConfig: chatConfigResponseSchema,
  accreditation: accreditationResponseSchema,
} as const;

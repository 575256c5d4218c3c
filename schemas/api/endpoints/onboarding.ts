import { accountStatuses } from '../account';
import { endpoint } from '../endpoint';
import {
  onboardingStepResponseSchema,
  languagePreferenceSchema,
  policyDetailsSchema,
  preferencesRequestSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from '../onboarding';

/*
 * Onboarding (spec §4) and the preferences the settings page shares: read with the temporary token of onboarding
 * or the session's. A step's PUT answers the member's token signed again.
 */

export const getAccountStatus = endpoint({
  method: 'GET',
  path: '/account/status',
  summary: "The account's status code, as text.",
  response: { type: 'string', enum: accountStatuses },
  answer: 'text',
  failure: 'global',
  caller: 'temporary',
});

export const getRegistrationPolicies = endpoint({
  method: 'GET',
  path: '/account/registration/policies',
  summary: 'The policies the member has accepted.',
  response: registrationPoliciesSchema,
  failure: 'exempt',
  caller: 'temporary',
});

export const putRegistrationPolicies = endpoint({
  method: 'PUT',
  path: '/account/registration/policies',
  summary: 'Accept the policies (an onboarding step).',
  body: registrationPoliciesSchema,
  response: onboardingStepResponseSchema,
  failure: 'exempt',
  caller: 'temporary',
});

export const getPolicyDetails = endpoint({
  method: 'GET',
  path: '/account/registration/policy-details',
  summary: "The policies' texts and versions.",
  response: policyDetailsSchema,
  failure: 'exempt',
  caller: 'temporary',
});

export const getRelevantPreferences = endpoint({
  method: 'GET',
  path: '/account/relevant-preferences',
  summary: 'Which preference sections apply to the member.',
  response: relevantPreferencesSchema,
  failure: 'global',
  caller: 'temporary',
});

export const getPreferences = endpoint({
  method: 'GET',
  path: '/account/preferences',
  summary: "The member's communication preferences.",
  response: preferencesSchema,
  failure: 'global',
  caller: 'temporary',
});

export const putPreferences = endpoint({
  method: 'PUT',
  path: '/account/preferences',
  summary: 'Save the communication preferences (an onboarding step).',
  body: preferencesRequestSchema,
  response: onboardingStepResponseSchema,
  failure: 'global',
  caller: 'temporary',
});

export const putLanguagePreference = endpoint({
  method: 'PUT',
  path: '/account/preferences/language',
  summary: 'Save the language the member reads the dashboard in (English or Spanish); the answer is what is saved.',
  body: languagePreferenceSchema,
  response: languagePreferenceSchema,
  // The page is already in the chosen language (its cookie): a failed save only leaves the preference as it was.
  failure: 'exempt',
  caller: 'session',
});

export const getSsoTransfer = endpoint({
  method: 'GET',
  path: '/account/sso-transfer',
  summary: "Whether the member's group transfers to the partner's site, and where.",
  response: ssoTransferSchema,
  failure: 'global',
  caller: 'temporary',
});

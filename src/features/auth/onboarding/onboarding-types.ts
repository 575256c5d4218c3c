import type { FromSchema } from 'json-schema-to-ts';
import type {
  onboardingStepResponseSchema,
  policyDetailsSchema,
  preferenceFlags,
  preferencesRequestSchema,
  preferencesSchema,
  registrationPoliciesSchema,
  relevantPreferencesSchema,
  ssoTransferSchema,
} from '@schemas/api/onboarding';

/* The shapes of the onboarding calls (spec §3, §7), from their schemas. */

export type Preferences = FromSchema<typeof preferencesSchema>;
export type PreferencesRequest = FromSchema<typeof preferencesRequestSchema>;
export type PreferenceFlag = (typeof preferenceFlags)[number];
export type RelevantPreferences = FromSchema<typeof relevantPreferencesSchema>;
export type RegistrationPolicies = FromSchema<typeof registrationPoliciesSchema>;
export type PolicyDetails = FromSchema<typeof policyDetailsSchema>;
export type OnboardingStepResponse = FromSchema<typeof onboardingStepResponseSchema>;
export type SsoTransfer = FromSchema<typeof ssoTransferSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import type {
  onboardingStepResponseSchema,
  registrationPoliciesSchema,
  ssoTransferSchema,
} from '@schemas/api/onboarding';

/* The shapes of the onboarding calls (spec §3, §7), from their schemas; the preferences' are src/member/preferences.ts. */

export type RegistrationPolicies = FromSchema<typeof registrationPoliciesSchema>;
export type OnboardingStepResponse = FromSchema<typeof onboardingStepResponseSchema>;
export type SsoTransfer = FromSchema<typeof ssoTransferSchema>;

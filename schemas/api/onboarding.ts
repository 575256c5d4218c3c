import { languageSchema } from '../generic/languages';
/*
 * The onboarding calls of spec §7: account status, registration policies and policy details, relevant
 * preferences, preferences, and the sales-force single sign-on transfer. Temporary tokens are accepted by all.
 */

/** Spec §3: a Y/N flag; null means not set. */
const yesNo = { anyOf: [{ type: 'string', enum: ['Y', 'N'] }, { type: 'null' }] } as const;

export const preferenceFlags = [
  'electronicEob',
  'emailBreakingNews',
  'electronicMedicareMailing',
  'emailPaymentReminder',
  'emailAutopayWithdrawalReminder',
  'discontinuePaperStatements',
  'emailWhenBillReady',
  'emailEwpNotification',
  'showEwpLandingPage',
] as const;

const flagProperties = {
  electronicEob: yesNo,
  emailBreakingNews: yesNo,
  electronicMedicareMailing: yesNo,
  emailPaymentReminder: yesNo,
  emailAutopayWithdrawalReminder: yesNo,
  discontinuePaperStatements: yesNo,
  emailWhenBillReady: yesNo,
  emailEwpNotification: yesNo,
  showEwpLandingPage: yesNo,
} as const;

/** The format the preferences page checks too (spec §5 "valid format"): one @, no spaces, a dotted domain. */
export const emailPattern = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

/** GET account/preferences (spec §3 Preferences); `language`: the dashboard's language, once the member chose one. */
export const preferencesSchema = {
  type: 'object',
  properties: {
    emailAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    ...flagProperties,
    language: languageSchema,
  },
  required: ['emailAddress', ...preferenceFlags],
  additionalProperties: false,
} as const;

/** PUT account/preferences: every field, and an email address is required (spec §5). */
export const preferencesRequestSchema = {
  type: 'object',
  properties: {
    emailAddress: { type: 'string', maxLength: 254, pattern: emailPattern },
    ...flagProperties,
  },
  required: ['emailAddress', ...preferenceFlags],
  additionalProperties: false,
} as const;

/** PUT account/preferences/language: the language the member reads the dashboard in (issue 30). */
export const languagePreferenceSchema = {
  type: 'object',
  properties: { language: languageSchema },
  required: ['language'],
  additionalProperties: false,
} as const;

/** GET account/relevant-preferences: which sections of the preferences page apply to this member. */
export const relevantPreferencesSchema = {
  type: 'object',
  properties: {
    marketingEmail: { type: 'boolean' },
    electronicEob: { type: 'boolean', description: 'Subscribers (suffix 0) only.' },
    medicareMaterials: { type: 'boolean' },
    ebill: { type: 'boolean', description: 'eBill paperless statements and its email notifications.' },
  },
  required: ['marketingEmail', 'electronicEob', 'medicareMaterials', 'ebill'],
  additionalProperties: false,
} as const;

/** GET and PUT account/registration/policies. The eEOB consent is null for a non-subscriber. */
export const registrationPoliciesSchema = {
  type: 'object',
  properties: {
    isCommunicationPolicySigned: { type: 'boolean' },
    isEeobPreferenceConsented: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
  },
  required: ['isCommunicationPolicySigned', 'isEeobPreferenceConsented'],
  additionalProperties: false,
} as const;

/** GET account/registration/policy-details. */
export const policyDetailsSchema = {
  type: 'object',
  properties: { hasExtendedPolicy: { type: 'boolean' } },
  required: ['hasExtendedPolicy'],
  additionalProperties: false,
} as const;

/**
 * The answer to both PUTs: the member's token, signed again now that the step is saved. It is temporary only
 * while an onboarding page is still due, so routing moves on with it.
 */
export const onboardingStepResponseSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1 } },
  required: ['token'],
  additionalProperties: false,
} as const;

/**
 * GET account/sso-transfer: whether the member's group is flagged for the sales-force transfer, the single
 * sign-on address the browser posts the token to, and the optional test environment posted with it.
 */
export const ssoTransferSchema = {
  type: 'object',
  properties: {
    transfer: { type: 'boolean' },
    address: { type: 'string', minLength: 1 },
    testEnvironment: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['transfer', 'address', 'testEnvironment'],
  additionalProperties: false,
} as const;

/** The form post to the single sign-on address (application/x-www-form-urlencoded). */
export const ssoFormSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096 },
    testEnvironment: { type: 'string', maxLength: 64 },
  },
  required: ['token'],
  additionalProperties: false,
} as const;

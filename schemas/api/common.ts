import type { FromSchema } from 'json-schema-to-ts';

/** Small shapes shared by the gateway's request and response schemas. Dates are yyyy-mm-dd. */
export const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const nullableIsoDate = { anyOf: [isoDate, { type: 'null' }] } as const;

/**
 * What an error answer's `errorCode` says went wrong: spec §8's login errors, then the refusals a screen explains in
 * the page's language (issue 30: the app words a code, never the English `message`, on a page in another language).
 * INVALID_FIELD is a field the member API's own checks refused; its `message` names the field.
 */
export const memberApiErrorCodes = [
  'LOGIN_ATTEMPTS_REMAINING',
  'ACCOUNT_LOCKED',
  'INVALID_FIELD',
  // Registration, recovery, password change.
  'MEMBER_NOT_FOUND',
  'USERNAME_TAKEN',
  'INVALID_CODE',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_UNCHANGED',
  // Group selection and log-in-as.
  'DOMAIN_MISMATCH',
  'NO_MEMBER_MATCHES',
  // The mailing address, the ID card, plan management.
  'SUBSCRIBER_ONLY',
  'NO_PLAN_IN_CATEGORY',
  'CANCELLATION_NOT_ALLOWED',
  'ALREADY_CANCELLED',
  'OPTION_NOT_OFFERED',
  // Primary care selection.
  'NOT_ELIGIBLE_FOR_PCP',
  'PROVIDER_NOT_FOUND',
  'EFFECTIVE_DATE_INVALID',
  'EFFECTIVE_DATE_IN_PAST',
  'EFFECTIVE_DATE_OUTSIDE_COVERAGE',
] as const;

export const errorCodeSchema = { type: 'string', enum: memberApiErrorCodes } as const;
export type MemberApiErrorCode = FromSchema<typeof errorCodeSchema>;

export const errorResponseSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    // Any string: an insurer's member API may answer codes of its own, which the app words with the screen's fallback
    // (the reference API sends only memberApiErrorCodes: its refusal() takes no other).
    errorCode: { type: 'string' },
    message: { type: 'string' },
    errorData: {
      type: 'object',
      properties: { attemptsRemaining: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
  },
  required: ['status', 'message'],
  additionalProperties: false,
} as const;

import { isoDate } from './common';

/*
 * The account forms of spec §7 "registration endpoints": security questions and answers, registration, its two
 * validation calls, forgot username, forgot password and its reset, and the password change. Shapes the spec
 * leaves out ("shapes not shown") are ours. The field rules themselves (spec §5) are checked by the gateway with
 * the app's own validators; these schemas hold the shape and generous bounds.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const domainId = { type: 'integer', minimum: 1 } as const;

export const securityQuestionSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, question: { type: 'string' } },
  required: ['id', 'question'],
  additionalProperties: false,
} as const;

/** GET account/security-questions: the questions a member may choose from. */
export const securityQuestionsResponseSchema = { type: 'array', items: securityQuestionSchema } as const;

/** How many questions a member answers (ours: two different ones). */
export const SECURITY_ANSWER_COUNT = 2;

const securityAnswers = {
  type: 'array',
  minItems: SECURITY_ANSWER_COUNT,
  maxItems: SECURITY_ANSWER_COUNT,
  items: {
    type: 'object',
    properties: { questionId: { type: 'integer', minimum: 1 }, answer: text(100) },
    required: ['questionId', 'answer'],
    additionalProperties: false,
  },
} as const;

/**
 * GET account/security-answers (signed in, ours): the questions the member has answered, in their order (empty when
 * none). The answers themselves never leave the gateway.
 */
export const chosenSecurityQuestionsResponseSchema = {
  type: 'object',
  properties: { questionIds: { type: 'array', items: { type: 'integer', minimum: 1 } } },
  required: ['questionIds'],
  additionalProperties: false,
} as const;

/** PUT account/security-answers (signed in). */
export const securityAnswersRequestSchema = {
  type: 'object',
  properties: { answers: securityAnswers },
  required: ['answers'],
  additionalProperties: false,
} as const;

const identityProperties = {
  subscriberId: text(20),
  firstName: text(60),
  lastName: text(60),
  dateOfBirth: isoDate,
  domainId,
} as const;
const identityFields = ['subscriberId', 'firstName', 'lastName', 'dateOfBirth', 'domainId'] as const;

/** POST validation/user-details: does a member without a login on this brand have these details? */
export const userDetailsRequestSchema = {
  type: 'object',
  properties: identityProperties,
  required: [...identityFields],
  additionalProperties: false,
} as const;

export const userDetailsResponseSchema = {
  type: 'object',
  properties: { valid: { type: 'boolean' } },
  required: ['valid'],
  additionalProperties: false,
} as const;

/** POST validation/username: is this username free? */
export const usernameRequestSchema = {
  type: 'object',
  properties: { username: text(60) },
  required: ['username'],
  additionalProperties: false,
} as const;

export const usernameResponseSchema = {
  type: 'object',
  properties: { available: { type: 'boolean' } },
  required: ['available'],
  additionalProperties: false,
} as const;

/** POST account/registration: a login for a member who has none. `subscriberId` is the identifier of spec §5. */
export const registrationRequestSchema = {
  type: 'object',
  properties: {
    ...identityProperties,
    username: text(60),
    password: text(100),
    email: text(254),
    securityAnswers,
  },
  required: [...identityFields, 'username', 'password', 'email', 'securityAnswers'],
  additionalProperties: false,
} as const;

export const registrationResponseSchema = {
  type: 'object',
  properties: { username: { type: 'string' } },
  required: ['username'],
  additionalProperties: false,
} as const;

/** POST forgot-username: the usernames on this brand whose email this is are e-mailed to it. */
export const forgotUsernameRequestSchema = {
  type: 'object',
  properties: { email: text(254), domainId },
  required: ['email', 'domainId'],
  additionalProperties: false,
} as const;

/** POST forgot-password: a reset code is e-mailed to the account's email. */
export const forgotPasswordRequestSchema = {
  type: 'object',
  properties: { username: text(60), domainId },
  required: ['username', 'domainId'],
  additionalProperties: false,
} as const;

/** The answer of both forgot calls: the same whether or not an account matched, so it tells nobody which exist. */
export const requestAcceptedResponseSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;

/** POST forgot-password/reset: the e-mailed code and the new password. */
export const passwordResetRequestSchema = {
  type: 'object',
  properties: { username: text(60), code: text(20), newPassword: text(100), domainId },
  required: ['username', 'code', 'newPassword', 'domainId'],
  additionalProperties: false,
} as const;

/** PUT account/password (signed in): the current password and the new one. */
export const changePasswordRequestSchema = {
  type: 'object',
  properties: { currentPassword: text(100), newPassword: text(100) },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
} as const;

/** After a change or a reset the account is active (INI and FRC end here). */
export const passwordChangedResponseSchema = {
  type: 'object',
  properties: { accountStatus: { type: 'string', enum: ['ACT'] } },
  required: ['accountStatus'],
  additionalProperties: false,
} as const;

/** What the gateway e-mails (the demo outbox keeps them). */
export const outboxKinds = ['usernameReminder', 'passwordResetCode', 'pcpSelection', 'idCard'] as const;

/** One e-mail the gateway would have sent. */
export const outboxMessageSchema = {
  type: 'object',
  properties: {
    to: { type: 'string' },
    username: { type: 'string' },
    kind: { type: 'string', enum: outboxKinds },
    subject: { type: 'string' },
    body: { type: 'string' },
    code: { type: 'string' },
    sentAt: { type: 'string' },
  },
  required: ['to', 'username', 'kind', 'subject', 'body', 'sentAt'],
  additionalProperties: false,
} as const;

/** Demo mode: GET __demo/outbox?to=<email or username>, the e-mails the gateway would have sent. */
export const outboxResponseSchema = {
  type: 'object',
  properties: {
    messages: { type: 'array', items: outboxMessageSchema },
  },
  required: ['messages'],
  additionalProperties: false,
} as const;

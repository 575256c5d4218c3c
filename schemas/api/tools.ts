/*
 * The calls behind the home page's tools (spec §7): the eBill user key and registration, the outline of coverage,
 * and the form the browser posts to the eBill address. Text answers are plain strings; these schemas say which.
 */

/** GET token/userkey (text): an opaque key for the eBill site, never the session token. */
export const userKeyTextSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{32,128}$' } as const;

/** GET handbook/ooc (text): the outline of coverage document's address, empty when the family has none. */
export const outlineOfCoverageTextSchema = {
  type: 'string',
  maxLength: 2048,
  anyOf: [{ maxLength: 0 }, { pattern: '^https://' }],
} as const;

/** PUT ebill/registerEbillUser: the family is registered for eBill from now on. */
export const ebillRegistrationResponseSchema = { type: 'boolean', const: true } as const;

/**
 * The form post to the eBill address (spec §4: a first-time flag is added when not yet registered). The user key
 * travels in the request body, never in a URL.
 */
export const ebillFormSchema = {
  type: 'object',
  properties: {
    userKey: userKeyTextSchema,
    firstTime: { type: 'string', enum: ['true'] },
  },
  required: ['userKey'],
  additionalProperties: false,
} as const;

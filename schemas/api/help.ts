import { patterns } from '../generic/patterns';
import { emailPattern } from './onboarding';

/*
 * The help calls (spec §7): the holiday calendar HTML of message/calendar, and the "configured URLs" of chat and
 * accreditation (spec §3 Chat config, Accreditation details), served at GET config/chat and GET config/accreditation.
 */

/**
 * GET message/calendar and message/calendar/domain/{domainId} (text/html): a fragment the app sanitises. It starts
 * with markup (after white space), so an answer that is not HTML at all (a cut-off JSON body) fails like a 500.
 */
export const holidayCalendarTextSchema = { type: 'string', minLength: 1, maxLength: 100_000, pattern: '^\\s*<' } as const;

/** The live chat set-up of the member's brand; null where the brand configures no chat. */
export const chatConfigSchema = {
  type: 'object',
  properties: {
    host: {
      type: 'string',
      pattern: patterns.appPathOrHttps,
      description: "Where the chat client loads from: a path of this site (the reference gateway's stand-in) or an https address.",
    },
    bus: { type: 'string', minLength: 1, description: "The chat vendor's message bus (tenant) name." },
    poc: { type: 'string', minLength: 1, description: 'The point of contact (the queue owner) chats go to.' },
    displayChat: { type: 'boolean', description: 'Whether the launcher is shown at all.' },
    mappedGroupId: {
      anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }],
      description: "The chat vendor's group the member's plan is routed to; null: the brand's default queue.",
    },
  },
  required: ['host', 'bus', 'poc', 'displayChat', 'mappedGroupId'],
  additionalProperties: false,
} as const;

export const chatConfigResponseSchema = { anyOf: [chatConfigSchema, { type: 'null' }] } as const;

/** The accreditation seal and its text; null where the brand shows none. */
export const accreditationSchema = {
  type: 'object',
  properties: {
    logo: { type: 'string', pattern: patterns.assetPath },
    description: { type: 'string', minLength: 1 },
  },
  required: ['logo', 'description'],
  additionalProperties: false,
} as const;

export const accreditationResponseSchema = { anyOf: [accreditationSchema, { type: 'null' }] } as const;

/** GET config/contact-email (spec §7's configured path "contact email"): where members write; null where none. */
export const contactEmailResponseSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { email: { type: 'string', maxLength: 254, pattern: emailPattern } },
      required: ['email'],
      additionalProperties: false,
    },
    { type: 'null' },
  ],
} as const;

/** GET config/customer-service-message (spec §7's configured path "customer-service message"): a notice; null: none. */
export const customerServiceMessageResponseSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { message: { type: 'string', minLength: 1, maxLength: 500 } },
      required: ['message'],
      additionalProperties: false,
    },
    { type: 'null' },
  ],
} as const;

/** GET message/calendar/domain/{domainId}: a path value arrives as a string of digits. */
export const calendarDomainParamsSchema = {
  type: 'object',
  properties: { domainId: { type: 'string', pattern: '^[1-9]\\d{0,5}$' } },
  required: ['domainId'],
  additionalProperties: false,
} as const;

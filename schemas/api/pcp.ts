import { isoDate, nullableIsoDate } from './common';

/* GET pcp/members (spec §3 "PCP history per member", §7). */

export const providerLocationSchema = {
  type: 'object',
  properties: {
    addressLine1: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
    phoneNumber: { type: 'string' },
  },
  required: ['addressLine1', 'city', 'state', 'zipCode', 'phoneNumber'],
  additionalProperties: false,
} as const;

/** The member's current primary care provider. */
export const pcpSelectionSchema = {
  type: 'object',
  properties: {
    providerId: { type: 'string' },
    providerName: { type: 'string' },
    providerTitle: { type: 'string' },
    beginDate: isoDate,
    locations: { type: 'array', items: providerLocationSchema },
  },
  required: ['providerId', 'providerName', 'providerTitle', 'beginDate', 'locations'],
  additionalProperties: false,
} as const;

/** A span of time in which the member may select a primary care provider. */
export const pcpEligibleDatesSchema = {
  type: 'object',
  properties: { effectiveDate: isoDate, terminationDate: nullableIsoDate },
  required: ['effectiveDate', 'terminationDate'],
  additionalProperties: false,
} as const;

export const pcpMemberSchema = {
  type: 'object',
  properties: {
    memberKey: { type: 'string' },
    memberSuffix: { type: 'integer', minimum: 0 },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    eligible: { type: 'boolean', description: 'The member may select a primary care provider.' },
    eligibleDates: { type: 'array', items: pcpEligibleDatesSchema },
    currentPcp: { anyOf: [pcpSelectionSchema, { type: 'null' }], description: 'The current selection, or null for none.' },
  },
  required: ['memberKey', 'memberSuffix', 'firstName', 'lastName', 'eligible', 'eligibleDates', 'currentPcp'],
  additionalProperties: false,
} as const;

/** GET pcp/members: everyone on the plan the signed-in person may see, in suffix order. */
export const pcpMembersResponseSchema = { type: 'array', items: pcpMemberSchema } as const;

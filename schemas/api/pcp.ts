import { pagedListOf, pageQueryProperties } from './lists';
import { isoDate, nullableIsoDate } from './common';
import { pcpSearchRadii } from './pcp-search-radii';

/* The primary care calls (spec §3 "PCP history per member", "Provider"; spec §7 pcp/*). */

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

/** One past or current primary care provider of a member (spec §3 "PCP history per member"). */
export const pcpHistoryEntrySchema = {
  type: 'object',
  properties: {
    providerId: { type: 'string' },
    providerName: { type: 'string' },
    providerTitle: { type: 'string' },
    memberKey: { type: 'string' },
    beginDate: isoDate,
    endDate: nullableIsoDate,
    pcpSelected: { type: 'boolean', description: 'Chosen by the member (false: assigned by the plan).' },
    pcpTerminationReason: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    locations: { type: 'array', items: providerLocationSchema },
  },
  required: [
    'providerId', 'providerName', 'providerTitle', 'memberKey', 'beginDate', 'endDate', 'pcpSelected',
    'pcpTerminationReason', 'locations',
  ],
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
    history: { type: 'array', items: pcpHistoryEntrySchema, description: 'Newest first; the current one included.' },
  },
  required: ['memberKey', 'memberSuffix', 'firstName', 'lastName', 'eligible', 'eligibleDates', 'currentPcp', 'history'],
  additionalProperties: false,
} as const;

/** GET pcp/members: everyone on the plan the signed-in person may see, in suffix order. */
export const pcpMembersResponseSchema = { type: 'array', items: pcpMemberSchema } as const;

/** A provider of the directory (spec §3 "Provider"); `distance` in miles from the searched ZIP code, else null. */
export const providerSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    groupName: { type: 'string' },
    title: { type: 'string' },
    acceptingNewPatients: { type: 'boolean' },
    distance: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
    specialty: { type: 'string' },
    languages: { type: 'array', items: { type: 'string' } },
    locations: { type: 'array', items: providerLocationSchema },
  },
  required: ['id', 'name', 'groupName', 'title', 'acceptingNewPatients', 'distance', 'specialty', 'languages', 'locations'],
  additionalProperties: false,
} as const;

/** GET pcp/provider?providerId: one provider; 404 when the directory has none (spec §8: the screen falls back). */
export const pcpProviderQuerySchema = {
  type: 'object',
  properties: { providerId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,20}$' } },
  required: ['providerId'],
  additionalProperties: false,
} as const;

export { pcpSearchRadii };

/** POST pcp/search?size&page body: the members to find care for, within `radius` miles of `zip`, by name or specialty. */
export const pcpSearchBodySchema = {
  type: 'object',
  properties: {
    members: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 20 },
    radius: { type: 'integer', enum: pcpSearchRadii },
    zip: { type: 'string', pattern: '^\\d{5}$' },
    searchString: { type: 'string', maxLength: 60 },
  },
  required: ['members', 'radius', 'zip'],
  additionalProperties: false,
} as const;

export const pcpSearchQuerySchema = {
  type: 'object',
  properties: pageQueryProperties,
  additionalProperties: false,
} as const;

/** POST pcp/search: one page of providers, nearest first. */
export const pagedProvidersResponseSchema = pagedListOf(providerSchema);

/** mm/dd/yyyy as members type it (spec §5); the gateway checks it is a real day and a day the member may start. */
const usDate = { type: 'string', pattern: '^\\d{1,2}/\\d{1,2}/\\d{4}$' } as const;

/** POST pcp/select: the provider for one or more members from their effective dates; the confirmation goes to `email`. */
export const pcpSelectBodySchema = {
  type: 'object',
  properties: {
    pcpSelectList: {
      type: 'array',
      items: {
        type: 'object',
        properties: { memberKey: { type: 'string', minLength: 1 }, effectiveDate: usDate },
        required: ['memberKey', 'effectiveDate'],
        additionalProperties: false,
      },
      minItems: 1,
      maxItems: 20,
    },
    providerId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,20}$' },
    email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$' },
  },
  required: ['pcpSelectList', 'providerId', 'email'],
  additionalProperties: false,
} as const;

/** POST pcp/select (text): the confirmation a member reads. */
export const pcpSelectedTextSchema = { type: 'string', minLength: 1, maxLength: 500 } as const;

/** GET pcp/city-of-portland (text): the day (mm/dd/yyyy) by which the member must choose; empty when there is none. */
export const cityOfPortlandDueDateTextSchema = { type: 'string', pattern: '^(\\d{2}/\\d{2}/\\d{4})?$' } as const;

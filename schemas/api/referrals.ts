import { optionsOf, pagedListOf, pageQueryProperties } from './lists';
import { isoDate } from './common';

/*
 * Referrals (spec §3 "Referral: paged list with the same page info"; spec §7 GET referrals, referrals/metadata).
 * The spec does not show a referral's fields: these are what a member expects to see of one (who it is for, who
 * referred them to whom, its status, the dates it is good for and the visits it allows).
 */

const text = { type: 'string' } as const;
const providerId = { type: 'string', minLength: 1, maxLength: 40 } as const;
const memberKey = { type: 'string', minLength: 1, maxLength: 20 } as const;

/** A referral's status: Approved, Pending, Denied, Expired. */
export const referralStatusCodes = ['A', 'P', 'D', 'E'] as const;

export const referralProviderSchema = {
  type: 'object',
  properties: { providerId, providerName: text },
  required: ['providerId', 'providerName'],
  additionalProperties: false,
} as const;

export const referralSchema = {
  type: 'object',
  properties: {
    referralId: { type: 'string', minLength: 1, maxLength: 40 },
    memberKey,
    memberFirstName: text,
    memberLastName: text,
    /** The specialist or facility the member is referred to. */
    referredTo: {
      type: 'object',
      properties: { providerId, providerName: text, specialty: text },
      required: ['providerId', 'providerName', 'specialty'],
      additionalProperties: false,
    },
    /** The provider (usually the primary care provider) who made the referral. */
    referredBy: referralProviderSchema,
    statusCode: { type: 'string', enum: referralStatusCodes },
    statusDescription: text,
    startDate: isoDate,
    endDate: isoDate,
    visitsAuthorized: { type: 'integer', minimum: 0 },
    visitsUsed: { type: 'integer', minimum: 0 },
  },
  required: [
    'referralId', 'memberKey', 'memberFirstName', 'memberLastName', 'referredTo', 'referredBy', 'statusCode',
    'statusDescription', 'startDate', 'endDate', 'visitsAuthorized', 'visitsUsed',
  ],
  additionalProperties: false,
} as const;

/** GET referrals: one page of the referrals the member may see, newest start date first. */
export const pagedReferralsResponseSchema = pagedListOf(referralSchema);

/**
 * GET referrals?page&size&memberKey&statusCode&providerId&excludeExpired. `providerId` is the referred-to provider;
 * `excludeExpired=true` leaves out referrals whose end date has passed.
 */
export const referralsQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    memberKey,
    statusCode: { type: 'string', enum: referralStatusCodes },
    providerId,
    excludeExpired: { type: 'string', enum: ['true', 'false'] },
  },
  additionalProperties: false,
} as const;

/** GET referrals/metadata?memberKey: the filter options over the member's referrals (all members' without it). */
export const referralsMetadataResponseSchema = {
  type: 'object',
  properties: {
    members: optionsOf({ memberKey, firstName: text, lastName: text }, ['memberKey', 'firstName', 'lastName']),
    statuses: optionsOf({ statusCode: { type: 'string', enum: referralStatusCodes }, statusDescription: text }, ['statusCode', 'statusDescription']),
    providers: { type: 'array', items: referralProviderSchema },
  },
  required: ['members', 'statuses', 'providers'],
  additionalProperties: false,
} as const;

export const referralsMetadataQuerySchema = {
  type: 'object',
  properties: { memberKey },
  additionalProperties: false,
} as const;

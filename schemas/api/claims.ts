import { isoDate, nullableIsoDate } from './common';
import { optionsOf, pageInfoSchema, pageQueryProperties, providerOptionsSchema } from './lists';

/* Claims (spec §3 "Claim", "Paged claim result", "Page info"; spec §7 GET claims/{type}, claims/{type}/{id}). */

/** The claim types of the calls' paths and their codes on a claim (spec §9: claims M, D, V). */
export const claimTypeCodes = { medical: 'M', dental: 'D', vision: 'V' } as const;
export const claimTypes = ['medical', 'dental', 'vision'] as const;
export const claimCodes = ['M', 'D', 'V'] as const;

export { claimStatusCodes } from './claim-status-codes';

const money = { type: 'number' } as const;
const text = { type: 'string' } as const;
const dentalProcedure = {
  type: 'object',
  properties: { code: text, description: text },
  required: ['code', 'description'],
  additionalProperties: false,
} as const;

/** One service line of a claim. Dental lines name the procedure (or its alternate) and its category. */
export const claimLineSchema = {
  type: 'object',
  properties: {
    claimDetailPK: {
      type: 'object',
      properties: { sequenceNumber: { type: 'integer', minimum: 1 } },
      required: ['sequenceNumber'],
      additionalProperties: false,
    },
    serviceDateFrom: isoDate,
    status: text,
    /** The line's status as a code, like the claim's `claimStatusCode` (`claimStatusCodes`); `status` is its text. */
    statusCode: text,
    serviceDescription: text,
    procedureCode: text,
    chargeAmount: money,
    paidAmount: money,
    combinedMemberResponsibilityAmount: money,
    coinsuranceAmount: money,
    copayAmount: money,
    deductibleAmount: money,
    disallowAmount: money,
    nonCoveredCharges: money,
    lineDisallowed: money,
    dentalProcedure,
    alternateDentalProcedure: dentalProcedure,
    dentalCategory: text,
  },
  required: [
    'claimDetailPK', 'serviceDateFrom', 'status', 'serviceDescription', 'procedureCode', 'chargeAmount', 'paidAmount',
    'combinedMemberResponsibilityAmount', 'coinsuranceAmount', 'copayAmount', 'deductibleAmount', 'disallowAmount',
    'nonCoveredCharges', 'lineDisallowed',
  ],
  additionalProperties: false,
} as const;

export const claimDetailTotalsSchema = {
  type: 'object',
  properties: { chargeAmountTotal: money, paidAmountTotal: money, combinedMemberResponsibilityAmount: money },
  required: ['chargeAmountTotal', 'paidAmountTotal', 'combinedMemberResponsibilityAmount'],
  additionalProperties: false,
} as const;

/** A claim. `memberKey` and `memberSuffix` say whose it is (the claim details route needs the suffix). */
export const claimSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    claimType: { type: 'string', enum: claimCodes },
    claimStatusDescription: text,
    claimStatusCode: text,
    paidDate: nullableIsoDate,
    memberKey: text,
    memberSuffix: { type: 'integer', minimum: 0 },
    patient: {
      type: 'object',
      properties: { firstName: text, lastName: text },
      required: ['firstName', 'lastName'],
      additionalProperties: false,
    },
    provider: {
      type: 'object',
      properties: { providerId: text, providerName: text },
      required: ['providerId', 'providerName'],
      additionalProperties: false,
    },
    payeeProvider: {
      type: 'object',
      properties: { name: text },
      required: ['name'],
      additionalProperties: false,
    },
    serviceDateFrom: isoDate,
    claimDetailTotals: claimDetailTotalsSchema,
    /** Absent while no check was written (spec §3: the amount reads 0.00 then). */
    claimCheck: {
      type: 'object',
      properties: { checkPayeeAmount: { ...money, default: 0 } },
      required: ['checkPayeeAmount'],
      additionalProperties: false,
    },
    claimDetails: { type: 'array', items: claimLineSchema },
  },
  required: [
    'id', 'claimType', 'claimStatusDescription', 'claimStatusCode', 'paidDate', 'memberKey', 'memberSuffix', 'patient',
    'provider', 'payeeProvider', 'serviceDateFrom', 'claimDetailTotals', 'claimDetails',
  ],
  additionalProperties: false,
} as const;

/** GET claims/{type}: one page of claims; `totals` are the sums over every claim that matches, not just this page. */
export const pagedClaimsResponseSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: claimSchema },
    page: pageInfoSchema,
    totals: claimDetailTotalsSchema,
  },
  required: ['data', 'page', 'totals'],
  additionalProperties: false,
} as const;

/* Requests. Query values arrive as strings: numbers are checked by pattern and read by the route. */

export const commaListParam = { type: 'string', pattern: '^[^,]+(,[^,]+)*$', maxLength: 500 } as const;
const suffix = { type: 'string', pattern: '^\\d{1,3}$' } as const;

export const claimTypeParamsSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: claimTypes } },
  required: ['type'],
  additionalProperties: false,
} as const;

/** GET claims/{type}?startDate&endDate&suffix&page&size&providerIds&claimStatus (dates yyyy-mm-dd, inclusive). */
export const claimsQuerySchema = {
  type: 'object',
  properties: {
    startDate: isoDate,
    endDate: isoDate,
    suffix,
    ...pageQueryProperties,
    /** Comma-separated provider ids. */
    providerIds: commaListParam,
    /** Comma-separated status codes ('02') or descriptions ('Paid'). */
    claimStatus: commaListParam,
  },
  required: ['startDate', 'endDate'],
  additionalProperties: false,
} as const;

export const claimParamsSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: claimTypes }, id: { type: 'string', minLength: 1, maxLength: 40 } },
  required: ['type', 'id'],
  additionalProperties: false,
} as const;

/** GET claims/{type}/{id}?suffix */
export const claimQuerySchema = {
  type: 'object',
  properties: { suffix },
  additionalProperties: false,
} as const;

/** A claim status as the metadata offers it: its code and its text. */
export const claimStatusOptionSchema = {
  type: 'object',
  properties: { claimStatusCode: text, claimStatusDescription: text },
  required: ['claimStatusCode', 'claimStatusDescription'],
  additionalProperties: false,
} as const;

/**
 * GET claims/metadata?claimType&startDate&endDate&suffix: the filter choices of the claims page. `members` are
 * every member the caller may see (whole, whichever suffix is asked); `providers` and `statuses` are those of the
 * claims of that type, range and member, by name.
 */
export const claimsMetadataResponseSchema = {
  type: 'object',
  properties: {
    members: optionsOf({ memberSuffix: { type: 'integer', minimum: 0 }, firstName: text, lastName: text }, ['memberSuffix', 'firstName', 'lastName']),
    providers: providerOptionsSchema,
    statuses: { type: 'array', items: claimStatusOptionSchema },
  },
  required: ['members', 'providers', 'statuses'],
  additionalProperties: false,
} as const;

export const claimsMetadataQuerySchema = {
  type: 'object',
  properties: { claimType: { type: 'string', enum: claimTypes }, startDate: isoDate, endDate: isoDate, suffix },
  required: ['claimType'],
  additionalProperties: false,
} as const;

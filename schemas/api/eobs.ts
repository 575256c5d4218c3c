import { claimCodes, commaListParam, pageInfoSchema, pageNumberParam, pageSizeParam } from './claims';
import { isoDate } from './common';

/* Explanations of benefits (spec §3 "EOB"; spec §7 GET v2/eobs). EOBs are the subscriber's (spec §6). */

const text = { type: 'string' } as const;

export const personNameSchema = {
  type: 'object',
  properties: { firstName: text, middleInitial: { anyOf: [text, { type: 'null' }] }, lastName: text },
  required: ['firstName', 'middleInitial', 'lastName'],
  additionalProperties: false,
} as const;

export const eobClaimSchema = {
  type: 'object',
  properties: {
    id: text,
    firstName: text,
    lastName: text,
    providerName: text,
    chargeAmount: { type: 'number' },
    patientResponsibility: { type: 'number' },
  },
  required: ['id', 'firstName', 'lastName', 'providerName', 'chargeAmount', 'patientResponsibility'],
  additionalProperties: false,
} as const;

/** One EOB. With no `members`, the member's name falls back to the subscriber's (spec §3). */
export const eobSchema = {
  type: 'object',
  properties: {
    documentId: { type: 'string', minLength: 1 },
    pdfDocumentId: text,
    date: isoDate,
    typeOfClaims: { type: 'string', enum: ['Medical', 'Dental', 'Vision'] },
    subscriber: personNameSchema,
    members: { type: 'array', items: personNameSchema },
    claims: { type: 'array', items: eobClaimSchema },
  },
  required: ['documentId', 'pdfDocumentId', 'date', 'typeOfClaims', 'subscriber', 'members', 'claims'],
  additionalProperties: false,
} as const;

/** GET v2/eobs: one page of EOBs, newest first. */
export const pagedEobsResponseSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: eobSchema }, page: pageInfoSchema },
  required: ['data', 'page'],
  additionalProperties: false,
} as const;

/**
 * GET v2/eobs?startDate&endDate&claimType&page&size&memberKey&providerIds, or ?claimId (the EOB of one claim).
 * Dates (yyyy-mm-dd, inclusive) bound the EOB's date; claimType is a claim code (M, D, V).
 */
export const eobsQuerySchema = {
  type: 'object',
  properties: {
    startDate: isoDate,
    endDate: isoDate,
    claimType: { type: 'string', enum: claimCodes },
    page: pageNumberParam,
    size: pageSizeParam,
    memberKey: { type: 'string', minLength: 1, maxLength: 20 },
    providerIds: commaListParam,
    claimId: { type: 'string', minLength: 1, maxLength: 40 },
  },
  additionalProperties: false,
} as const;

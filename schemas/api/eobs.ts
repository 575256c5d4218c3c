import { claimCodes, commaListParam } from './claims';
import { optionsOf, pagedListOf, pageQueryProperties, providerOptionsSchema } from './lists';
import { isoDate } from './common';
import { languageSchema } from '../generic/languages';

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
export const pagedEobsResponseSchema = pagedListOf(eobSchema);

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
    ...pageQueryProperties,
    memberKey: { type: 'string', minLength: 1, maxLength: 20 },
    providerIds: commaListParam,
    claimId: { type: 'string', minLength: 1, maxLength: 40 },
  },
  additionalProperties: false,
} as const;

const memberKeyParam = { type: 'string', minLength: 1, maxLength: 20 } as const;
/** A document id as the seed writes them (EOB-…, PDF-…): letters, digits and hyphens. */
const documentIdParam = { type: 'string', pattern: '^[A-Za-z0-9-]{1,60}$' } as const;

/** GET eobs/metadata?claimType&startDate&endDate&memberKey: the EOB filters' choices (spec §7). */
export const eobsMetadataQuerySchema = {
  type: 'object',
  properties: {
    claimType: { type: 'string', enum: claimCodes },
    startDate: isoDate,
    endDate: isoDate,
    memberKey: memberKeyParam,
  },
  additionalProperties: false,
} as const;

/**
 * The EOB filters' choices: every family member (the subscriber's EOBs cover the family), and the claim types and
 * providers of the EOBs within the query's range (narrowed to the member and claim type given).
 */
export const eobsMetadataResponseSchema = {
  type: 'object',
  properties: {
    members: optionsOf({ memberKey: text, firstName: text, lastName: text }, ['memberKey', 'firstName', 'lastName']),
    claimTypes: optionsOf(
      { claimType: { type: 'string', enum: claimCodes }, description: { type: 'string', enum: ['Medical', 'Dental', 'Vision'] } },
      ['claimType', 'description'],
    ),
    providers: providerOptionsSchema,
  },
  required: ['members', 'claimTypes', 'providers'],
  additionalProperties: false,
} as const;

/** GET eobs/eob-detail?documentId: one EOB (the `eobSchema` answer); 404 for an id that is not the family's. */
export const eobDetailQuerySchema = {
  type: 'object',
  properties: { documentId: documentIdParam },
  required: ['documentId'],
  additionalProperties: false,
} as const;

/** GET eobs/pdf?docId (the EOB's pdfDocumentId): the EOB as a PDF; `lang` the language of its words (the page's). */
export const eobPdfQuerySchema = {
  type: 'object',
  properties: { docId: documentIdParam, lang: languageSchema },
  required: ['docId'],
  additionalProperties: false,
} as const;

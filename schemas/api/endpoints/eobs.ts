import { endpoint } from '../endpoint';
import {
  eobDetailQuerySchema,
  eobPdfQuerySchema,
  eobSchema,
  eobsMetadataQuerySchema,
  eobsMetadataResponseSchema,
  eobsQuerySchema,
  pagedEobsResponseSchema,
} from '../eobs';

/* Explanations of benefits (spec §6, §7): the subscriber's; exempt from global handling (spec §8). */

export const getEobs = endpoint({
  method: 'GET',
  path: '/v2/eobs',
  summary: "A page of the family's EOBs, filtered, or the EOBs of one claim (claimId).",
  query: eobsQuerySchema,
  response: pagedEobsResponseSchema,
  failure: 'exempt',
});

export const getEobsMetadata = endpoint({
  method: 'GET',
  path: '/eobs/metadata',
  summary: "The EOB filters' options.",
  query: eobsMetadataQuerySchema,
  response: eobsMetadataResponseSchema,
  failure: 'exempt',
});

export const getEobDetail = endpoint({
  method: 'GET',
  path: '/eobs/eob-detail',
  summary: 'One EOB by its document id.',
  query: eobDetailQuerySchema,
  response: eobSchema,
  failure: 'exempt',
});

export const getEobPdf = endpoint({
  method: 'GET',
  path: '/eobs/pdf',
  summary: 'One EOB as a PDF.',
  query: eobPdfQuerySchema,
  answer: 'pdf',
  failure: 'exempt',
});

import {
  coverageDocumentsResponseSchema,
  medicareMaterialsResponseSchema,
  memberDocumentParamsSchema,
  planDocumentsResponseSchema,
} from '../documents';
import { endpoint } from '../endpoint';
import {
  pagedReferralsResponseSchema,
  referralsMetadataQuerySchema,
  referralsMetadataResponseSchema,
  referralsQuerySchema,
} from '../referrals';

/* Referrals and coverage documents (spec §7). Medicare materials are exempt from global handling (spec §8). */

export const getReferrals = endpoint({
  method: 'GET',
  path: '/referrals',
  summary: "A page of the visible members' referrals, filtered.",
  query: referralsQuerySchema,
  response: pagedReferralsResponseSchema,
  failure: 'screen',
});

export const getReferralsMetadata = endpoint({
  method: 'GET',
  path: '/referrals/metadata',
  summary: "The referral filters' options (for one member when memberKey is given).",
  query: referralsMetadataQuerySchema,
  response: referralsMetadataResponseSchema,
  failure: 'screen',
});

export const getPlanDocuments = endpoint({
  method: 'GET',
  path: '/plan-documents',
  summary: "The plan's handbooks and certificates of coverage.",
  response: planDocumentsResponseSchema,
  failure: 'screen',
});

export const getForms = endpoint({
  method: 'GET',
  path: '/forms',
  summary: "The plan's forms (spec §7's configured path forms).",
  response: coverageDocumentsResponseSchema,
  failure: 'screen',
});

export const getPriorAuthorizations = endpoint({
  method: 'GET',
  path: '/prior-authorizations',
  summary: "The plan's prior authorization lists (spec §7's configured path prior-authorizations).",
  response: coverageDocumentsResponseSchema,
  failure: 'screen',
});

export const getMedicareMaterials = endpoint({
  method: 'GET',
  path: '/medicare-materials',
  summary: "The member's Medicare materials (403: none).",
  response: medicareMaterialsResponseSchema,
  failure: 'exempt',
});

export const getMemberDocument = endpoint({
  method: 'GET',
  path: '/documents/{id}',
  summary: "One of the member's documents (a plan document or Medicare material) as a PDF; 404 for any other id.",
  params: memberDocumentParamsSchema,
  answer: 'pdf',
  failure: 'screen',
});

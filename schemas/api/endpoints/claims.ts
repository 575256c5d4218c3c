import {
  claimParamsSchema,
  claimQuerySchema,
  claimSchema,
  claimsMetadataQuerySchema,
  claimsMetadataResponseSchema,
  claimsQuerySchema,
  claimTypeParamsSchema,
  pagedClaimsResponseSchema,
} from '../claims';
import { endpoint } from '../endpoint';

/* Claims (spec §7): exempt from global handling (spec §8), each tile and page section shows its own failure. */

export const getClaims = endpoint({
  method: 'GET',
  path: '/claims/{type}',
  summary: "A page of the visible members' claims of one type, filtered.",
  params: claimTypeParamsSchema,
  query: claimsQuerySchema,
  response: pagedClaimsResponseSchema,
  failure: 'exempt',
});

export const getClaimsMetadata = endpoint({
  method: 'GET',
  path: '/claims/metadata',
  summary: "The claims filters' options (members, providers, statuses) for a claim type.",
  query: claimsMetadataQuerySchema,
  response: claimsMetadataResponseSchema,
  failure: 'exempt',
});

export const getClaim = endpoint({
  method: 'GET',
  path: '/claims/{type}/{id}',
  summary: 'One claim with its lines.',
  params: claimParamsSchema,
  query: claimQuerySchema,
  response: claimSchema,
  failure: 'exempt',
});

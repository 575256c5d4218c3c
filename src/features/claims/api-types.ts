import type { FromSchema } from 'json-schema-to-ts';
import type { claimSchema, claimTypes, pagedClaimsResponseSchema } from '@schemas/api/claims';
import type { pagedEobsResponseSchema } from '@schemas/api/eobs';

/* The shapes of the claims and EOB calls, from their schemas. */

export type Claim = FromSchema<typeof claimSchema>;
export type PagedClaims = FromSchema<typeof pagedClaimsResponseSchema>;
export type PagedEobs = FromSchema<typeof pagedEobsResponseSchema>;
/** The claim type of the calls' paths: medical, dental, vision. */
export type ClaimType = (typeof claimTypes)[number];

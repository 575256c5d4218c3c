import type { FromSchema } from 'json-schema-to-ts';
import type { accountResponseSchema, eligibilitySchema, familyEligibilityResponseSchema, memberSchema } from '@schemas/api/account';
import type { groupsResponseSchema } from '@schemas/api/groups';
import type { pageInfoSchema } from '@schemas/api/lists';
import type { programsResponseSchema, programSchema } from '@schemas/api/programs';
import type { pcpEligibilityResponseSchema } from '@schemas/api/flags';
import type { planManagementDetailsSchema } from '@schemas/api/plan-management';
import type { tokenClaimsSchema, tokenRequestSchema, tokenResponseSchema } from '@schemas/api/token';

export type AccountResponse = FromSchema<typeof accountResponseSchema>;
export type Member = FromSchema<typeof memberSchema>;
export type Eligibility = FromSchema<typeof eligibilitySchema>;
export type FamilyEligibility = FromSchema<typeof familyEligibilityResponseSchema>;
export type GroupsResponse = FromSchema<typeof groupsResponseSchema>;
export type Group = GroupsResponse[number];
export type ProgramsResponse = FromSchema<typeof programsResponseSchema>;
export type Program = FromSchema<typeof programSchema>;
export type PcpEligibility = FromSchema<typeof pcpEligibilityResponseSchema>;
export type PlanManagementDetails = FromSchema<typeof planManagementDetailsSchema>;
export type TokenRequest = FromSchema<typeof tokenRequestSchema>;
export type TokenResponse = FromSchema<typeof tokenResponseSchema>;
export type TokenClaims = FromSchema<typeof tokenClaimsSchema>;
/** The page info of every paged list (spec §3): `number` counts from 0. */
export type PageInfo = FromSchema<typeof pageInfoSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import type { accountResponseSchema, eligibilitySchema, familyEligibilityResponseSchema, memberSchema } from '@schemas/api/account';
import type { groupsResponseSchema } from '@schemas/api/groups';
import type { pageInfoSchema } from '@schemas/api/lists';
import type { programSchema } from '@schemas/api/programs';
import type { planManagementDetailsSchema } from '@schemas/api/plan-management';
import type { tokenClaimsSchema } from '@schemas/api/token';

export type AccountResponse = FromSchema<typeof accountResponseSchema>;
export type Member = FromSchema<typeof memberSchema>;
export type Eligibility = FromSchema<typeof eligibilitySchema>;
export type FamilyEligibility = FromSchema<typeof familyEligibilityResponseSchema>;
export type GroupsResponse = FromSchema<typeof groupsResponseSchema>;
export type Group = GroupsResponse[number];
export type Program = FromSchema<typeof programSchema>;
export type PlanManagementDetails = FromSchema<typeof planManagementDetailsSchema>;
export type TokenClaims = FromSchema<typeof tokenClaimsSchema>;
/** The page info of every paged list (spec §3): `number` counts from 0. */
export type PageInfo = FromSchema<typeof pageInfoSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import type { categoryPlanSchema, groupDetailResponseSchema, groupSelectionRequestSchema } from '@schemas/api/group-selection';
import type { loginAsRequestSchema } from '@schemas/api/login-as';

/* The shapes of the group and log-in-as calls, from their schemas. */

export type GroupSelectionRequest = FromSchema<typeof groupSelectionRequestSchema>;
export type GroupDetail = FromSchema<typeof groupDetailResponseSchema>;
export type CategoryPlan = FromSchema<typeof categoryPlanSchema>;
export type LoginAsRequest = FromSchema<typeof loginAsRequestSchema>;

import { eligibilityCategories } from './account';
import { isoDate, nullableIsoDate } from './common';

/** POST group-selection: switch the token to another of the member's group plans. Answers a token response. */
export const groupSelectionRequestSchema = {
  type: 'object',
  properties: {
    groupId: { type: 'string', minLength: 1, maxLength: 20 },
    domain: { type: 'integer', minimum: 1 },
  },
  required: ['groupId', 'domain'],
  additionalProperties: false,
} as const;

/** GET group-detail?groupId= */
export const groupDetailQuerySchema = {
  type: 'object',
  properties: { groupId: { type: 'string', minLength: 1, maxLength: 20 } },
  required: ['groupId'],
  additionalProperties: false,
} as const;

export const planStatuses = ['ACTIVE', 'FUTURE', 'TERMED'] as const;

export const categoryPlanSchema = {
  type: 'object',
  properties: {
    planStatus: { type: 'string', enum: planStatuses },
    planEffectiveDate: isoDate,
    planTerminationDate: nullableIsoDate,
  },
  required: ['planStatus', 'planEffectiveDate', 'planTerminationDate'],
  additionalProperties: false,
} as const;

/** A category the member has no plan for in that group is null. */
const categoryPlan = { anyOf: [categoryPlanSchema, { type: 'null' }] } as const;

export const groupDetailResponseSchema = {
  type: 'object',
  properties: {
    groupEffectiveDate: isoDate,
    groupTerminationDate: nullableIsoDate,
    medical: categoryPlan,
    dental: categoryPlan,
    vision: categoryPlan,
    pharmacy: categoryPlan,
  },
  required: ['groupEffectiveDate', 'groupTerminationDate', ...eligibilityCategories],
  additionalProperties: false,
} as const;

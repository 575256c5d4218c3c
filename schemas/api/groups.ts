import { isoDate, nullableIsoDate } from './common';

export const groupSchema = {
  type: 'object',
  properties: {
    groupId: { type: 'string' },
    groupName: { type: 'string' },
    memberKey: { type: 'string' },
    moda360: { type: 'boolean' },
    planEffectiveDate: isoDate,
    planTerminationDate: nullableIsoDate,
    inactive: { type: 'boolean' },
  },
  required: ['groupId', 'groupName', 'memberKey', 'moda360', 'planEffectiveDate', 'planTerminationDate', 'inactive'],
  additionalProperties: false,
} as const;

/** GET groups: every group plan the signed-in person belongs to. */
export const groupsResponseSchema = { type: 'array', items: groupSchema } as const;

import { isoDate } from './common';

/**
 * POST login-as (staff bearer): the member by subscriber ID, and for a specific member of the family first name,
 * last name and date of birth, all three or none. Answers a token response (the member's token).
 */
export const loginAsRequestSchema = {
  type: 'object',
  properties: {
    subscriberId: { type: 'string', pattern: '^[A-Za-z0-9]{9,10}$' },
    domainId: { type: 'integer', minimum: 1 },
    firstName: { type: 'string', minLength: 1, maxLength: 30 },
    lastName: { type: 'string', minLength: 1, maxLength: 30 },
    dateOfBirth: isoDate,
  },
  required: ['subscriberId', 'domainId'],
  dependencies: {
    firstName: ['lastName', 'dateOfBirth'],
    lastName: ['firstName', 'dateOfBirth'],
    dateOfBirth: ['firstName', 'lastName'],
  },
  additionalProperties: false,
} as const;

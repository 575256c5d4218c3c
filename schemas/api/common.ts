/** Small shapes shared by the gateway's request and response schemas. Dates are yyyy-mm-dd. */
export const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const nullableIsoDate = { anyOf: [isoDate, { type: 'null' }] } as const;

export const errorResponseSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    errorCode: { type: 'string' },
    message: { type: 'string' },
    errorData: {
      type: 'object',
      properties: { attemptsRemaining: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
  },
  required: ['status', 'message'],
  additionalProperties: false,
} as const;

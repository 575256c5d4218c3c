export const tokenRequestSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 64 },
    domainId: { type: 'integer', minimum: 1 },
  },
  required: ['username', 'password', 'domainId'],
  additionalProperties: false,
} as const;

export const tokenResponseSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 1 },
    redirect: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['token'],
  additionalProperties: false,
} as const;

/** Claims of the signed token (jose, HS256, 2 hours). */
export const tokenClaimsSchema = {
  type: 'object',
  properties: {
    sub: { type: 'string' },
    memberKey: { type: 'string' },
    domainId: { type: 'integer' },
    role: { type: 'string', enum: ['member', 'logInAsAnyone', 'logInAsNonEmp'] },
    issuedByRole: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    groupId: { type: 'string' },
    temporary: { type: 'boolean', description: 'A temporary token: only the onboarding pages accept it.' },
    exp: { type: 'integer' },
    iat: { type: 'integer' },
  },
  required: ['sub', 'memberKey', 'domainId', 'role', 'groupId', 'temporary', 'exp'],
  additionalProperties: true,
} as const;

import type { FromSchema } from 'json-schema-to-ts';

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

/** The support staff roles (spec §4 log-in-as); every other signed-in person is a `member`. */
export const staffRoles = ['logInAsAnyone', 'logInAsNonEmp'] as const;
const tokenRoleNames = ['member', ...staffRoles] as const;

export const staffRoleSchema = { type: 'string', enum: staffRoles } as const;

export type StaffRole = FromSchema<typeof staffRoleSchema>;

/** Claims of the signed token (jose, HS256, 2 hours). */
export const tokenClaimsSchema = {
  type: 'object',
  properties: {
    sub: { type: 'string' },
    sid: {
      type: 'string',
      minLength: 1,
      description: 'The session: one per sign-in (or log-in-as), kept when a token is signed again; logout revokes it.',
    },
    memberKey: { type: 'string' },
    domainId: { type: 'integer' },
    role: { type: 'string', enum: tokenRoleNames },
    issuedByRole: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    groupId: { type: 'string' },
    temporary: { type: 'boolean', description: 'A temporary token: only the onboarding pages accept it.' },
    preview: {
      type: 'string',
      minLength: 16,
      maxLength: 64,
      description:
        "A studio preview's read-only token: the random binding of the studio session that minted it (never that session's id). Accepted only beside that live studio session's cookie, and only on reads.",
    },
    exp: { type: 'integer' },
    iat: { type: 'integer' },
  },
  required: ['sub', 'sid', 'memberKey', 'domainId', 'role', 'groupId', 'temporary', 'exp'],
  additionalProperties: true,
} as const;

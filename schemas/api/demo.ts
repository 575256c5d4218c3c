import type { FromSchema } from 'json-schema-to-ts';
import { isoDate } from './common';
import { tokenClaimsSchema } from './token';

/*
 * The demo calls between the server and a reference API in demo mode (never a member's, off in production, not in
 * the member API's OpenAPI document): the studio's preview personas and their read-only preview tokens, and a
 * session's idle clock moved on for a browser test. An insurer's
 * own API answers 404 to them, and the studio then offers no personas.
 */

export const demoPersonaSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    shows: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 20, description: 'What the persona shows on the date: relation, status, role, groups, coverage.' },
  },
  required: ['username', 'name', 'shows'],
  additionalProperties: false,
} as const;

/** GET /api/__demo/personas?domainId=N&date=yyyy-mm-dd: the seeded personas of a brand's domain, summarized for the date. */
export const demoPersonasSchema = {
  type: 'object',
  properties: {
    today: { ...isoDate, description: "The demo's today: the date a preview opens on." },
    personas: { type: 'array', items: demoPersonaSchema, maxItems: 200 },
  },
  required: ['today', 'personas'],
  additionalProperties: false,
} as const;

export const demoPersonasQuerySchema = {
  type: 'object',
  properties: {
    domainId: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'The brand\'s domain id (a query string is text).' },
    date: isoDate,
  },
  additionalProperties: false,
} as const;

/** POST /api/__demo/preview-tokens: a read-only token of a seeded persona carrying a studio session's binding. */
export const previewTokenRequestSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    binding: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    lifetimeSeconds: { type: 'integer', minimum: 60, maximum: 3600 },
  },
  required: ['username', 'binding', 'lifetimeSeconds'],
  additionalProperties: false,
} as const;

export const previewTokenAnswerSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1 }, claims: tokenClaimsSchema },
  required: ['token', 'claims'],
  additionalProperties: false,
} as const;

/**
 * POST /api/__demo/idle-session (bearer token): the session the token names was last active `minutes` earlier than
 * noted, as if the member API's clock had moved on by that much for it alone (a browser test of the idle limit).
 */
export const idleSessionRequestSchema = {
  type: 'object',
  properties: { minutes: { type: 'integer', minimum: 1, maximum: 240 } },
  required: ['minutes'],
  additionalProperties: false,
} as const;

export type DemoPersona = FromSchema<typeof demoPersonaSchema>;
export type DemoPersonas = FromSchema<typeof demoPersonasSchema>;
export type DemoPersonasQuery = FromSchema<typeof demoPersonasQuerySchema>;
export type PreviewTokenRequest = FromSchema<typeof previewTokenRequestSchema>;
export type PreviewTokenAnswer = FromSchema<typeof previewTokenAnswerSchema>;
export type IdleSessionRequest = FromSchema<typeof idleSessionRequestSchema>;

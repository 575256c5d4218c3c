/*
 * Coverage documents: the plan's handbooks and certificates of coverage (GET plan-documents, our design: the spec
 * names the pages but not their call), its forms and prior authorization lists (spec §7's configured paths forms and
 * prior-authorizations) and the Medicare materials (spec §7 GET medicare-materials). Their shapes are not shown.
 * Every address is https: the app links nothing else.
 */

const httpsUrl = { type: 'string', pattern: '^https://\\S+$', maxLength: 2048 } as const;

const documentProperties = {
  id: { type: 'string', minLength: 1, maxLength: 60 },
  title: { type: 'string', minLength: 1 },
  description: { type: 'string' },
  /** The plan year it covers, when it is a yearly document. */
  year: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
  url: httpsUrl,
} as const;

/** A document of the member's plan: a form or a prior authorization list (GET forms, GET prior-authorizations). */
export const coverageDocumentSchema = {
  type: 'object',
  properties: documentProperties,
  required: ['id', 'title', 'description', 'year', 'url'],
  additionalProperties: false,
} as const;

/** GET forms, GET prior-authorizations (spec §7's configured paths; their shape is not shown): the plan's documents. */
export const coverageDocumentsResponseSchema = {
  type: 'object',
  properties: { documents: { type: 'array', items: coverageDocumentSchema } },
  required: ['documents'],
  additionalProperties: false,
} as const;

/** What a plan document of GET plan-documents is: which page lists it. */
export const planDocumentKinds = ['handbook', 'certificateOfCoverage'] as const;

export const planDocumentSchema = {
  type: 'object',
  properties: { ...documentProperties, kind: { type: 'string', enum: planDocumentKinds } },
  required: ['id', 'kind', 'title', 'description', 'year', 'url'],
  additionalProperties: false,
} as const;

/** GET plan-documents: the handbooks and certificates of coverage of the member's plan (their group's). */
export const planDocumentsResponseSchema = {
  type: 'object',
  properties: { documents: { type: 'array', items: planDocumentSchema } },
  required: ['documents'],
  additionalProperties: false,
} as const;

export const medicareMaterialSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 60 },
    title: { type: 'string', minLength: 1 },
    year: { type: 'integer' },
    url: httpsUrl,
  },
  required: ['id', 'title', 'year', 'url'],
  additionalProperties: false,
} as const;

/** GET medicare-materials: the member's Medicare materials; 403 for a member who gets none (spec §6). */
export const medicareMaterialsResponseSchema = { type: 'array', items: medicareMaterialSchema } as const;

/** GET documents/{id} (our design, for /resource-download): one of the member's documents, by its id. */
export const memberDocumentParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,60}$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

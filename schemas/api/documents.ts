/*
 * Coverage documents: the plan's documents (handbooks, certificate of coverage, prior authorization lists and
 * forms; GET plan-documents, our design: the spec names the pages but not their call) and the Medicare materials
 * (spec §7 GET medicare-materials; its shape is not shown). Every address is https: the app links nothing else.
 */

const httpsUrl = { type: 'string', pattern: '^https://\\S+$', maxLength: 2048 } as const;

/** What a plan document is: which page lists it. */
export const planDocumentKinds = ['handbook', 'certificateOfCoverage', 'priorAuthorization', 'form'] as const;

export const planDocumentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 60 },
    kind: { type: 'string', enum: planDocumentKinds },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    /** The plan year it covers, when it is a yearly document. */
    year: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    url: httpsUrl,
  },
  required: ['id', 'kind', 'title', 'description', 'year', 'url'],
  additionalProperties: false,
} as const;

/** GET plan-documents: the documents of the member's plan (their group's). */
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

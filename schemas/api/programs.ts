export const programSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    categories: { type: 'array', items: { type: 'string' } },
    eligible: { type: 'boolean' },
    displayOrder: { type: 'integer' },
    highPriority: { type: 'boolean' },
    featureGroup: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    childResourceIds: { type: 'array', items: { type: 'integer' } },
    resource: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    urlDocumentType: { anyOf: [{ type: 'string', enum: ['ENDPOINT', 'INTERNAL', 'DOCUMENT'] }, { type: 'null' }] },
    external: { type: 'boolean' },
    icon: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: [
    'id', 'name', 'description', 'categories', 'eligible', 'displayOrder', 'highPriority', 'featureGroup',
    'childResourceIds', 'resource', 'url', 'urlDocumentType', 'external', 'icon',
  ],
  additionalProperties: false,
} as const;

/** GET programs */
export const programsResponseSchema = {
  type: 'object',
  properties: { programs: { type: 'array', items: programSchema } },
  required: ['programs'],
  additionalProperties: false,
} as const;

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

/** GET programs/sitecore?programId: the query (a positive integer, as the address carries it). */
export const programContentQuerySchema = {
  type: 'object',
  properties: { programId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['programId'],
  additionalProperties: false,
} as const;

/**
 * GET programs/sitecore?programId (spec §7 "programs/sitecore"): a program's details from the content system. Today
 * the Passport Dental page reads its international phone number here (spec §2 "Passport Dental page").
 */
export const programContentResponseSchema = {
  type: 'object',
  properties: {
    programId: { type: 'integer' },
    title: { type: 'string' },
    /** Where a member calls the program from outside the United States, e.g. "+1-503-555-0190"; null when it has none. */
    internationalPhone: { anyOf: [{ type: 'string', pattern: '^\\+[0-9][0-9 -]{6,19}$' }, { type: 'null' }] },
  },
  required: ['programId', 'title', 'internationalPhone'],
  additionalProperties: false,
} as const;

/* GET programs/sitecore (spec §7): the content of one program, for the care options page. */

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

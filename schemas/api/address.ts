/*
 * The family's mailing address (spec §3 Address and address options; §7 PUT account/address). The field rules
 * (required fields, US ZIP code and state) are src/features/account/address-rules.ts, which the form and the gateway
 * both run; these schemas hold the shape and generous bounds.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalText = (maxLength: number) => ({ anyOf: [text(maxLength), { type: 'null' }] }) as const;

/** The codeType of each list of GET account/address-options. */
export const addressCodeTypes = ['COUNTRY', 'STATE'] as const;

export const addressSchema = {
  type: 'object',
  properties: {
    addressLine1: { type: 'string' },
    addressLine2: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    city: { type: 'string' },
    state: { type: 'string', description: "A state's codeKey in the US; the region's name elsewhere (may be empty)." },
    zipCode: { type: 'string' },
    country: { type: 'string', description: "A country's codeKey (US, CA...)." },
    phoneNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode', 'country', 'phoneNumber'],
  additionalProperties: false,
} as const;

/** GET account/address (and the answer of PUT): the family's address and whether this member may change it (§6). */
export const addressResponseSchema = {
  type: 'object',
  properties: {
    address: addressSchema,
    editable: { type: 'boolean', description: 'The subscriber only: a dependent sees the address read-only.' },
  },
  required: ['address', 'editable'],
  additionalProperties: false,
} as const;

/** PUT account/address: addressLine2 and phoneNumber may be left out or null. */
export const addressRequestSchema = {
  type: 'object',
  properties: {
    addressLine1: text(200),
    addressLine2: optionalText(200),
    city: text(200),
    state: text(200),
    zipCode: text(40),
    country: text(10),
    phoneNumber: optionalText(40),
  },
  required: ['addressLine1', 'city', 'state', 'zipCode', 'country'],
  additionalProperties: false,
} as const;

export const addressOptionSchema = {
  type: 'object',
  properties: {
    codeKey: { type: 'string', minLength: 1 },
    codeType: { type: 'string', enum: addressCodeTypes },
    description: { type: 'string', minLength: 1 },
    sortOrder: { type: 'integer', minimum: 1 },
  },
  required: ['codeKey', 'codeType', 'description', 'sortOrder'],
  additionalProperties: false,
} as const;

/** GET account/address-options: the countries, and the states of the US (what the state field offers there). */
export const addressOptionsResponseSchema = {
  type: 'object',
  properties: {
    countries: { type: 'array', items: addressOptionSchema },
    states: { type: 'array', items: addressOptionSchema },
  },
  required: ['countries', 'states'],
  additionalProperties: false,
} as const;

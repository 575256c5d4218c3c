/*
 * The shapes every list call shares (spec §3, §7): a page of a list, the query that asks for one, and the options of
 * a list's filters (the members and providers one may filter by). Written once; each list names its items.
 */

const text = { type: 'string' } as const;

/** Page info of every paged answer (spec §3): `number` counts from 0. */
export const pageInfoSchema = {
  type: 'object',
  properties: {
    last: { type: 'boolean' },
    first: { type: 'boolean' },
    empty: { type: 'boolean' },
    number: { type: 'integer', minimum: 0 },
    numberOfElements: { type: 'integer', minimum: 0 },
    size: { type: 'integer', minimum: 1 },
    totalElements: { type: 'integer', minimum: 0 },
    totalPages: { type: 'integer', minimum: 0 },
  },
  required: ['last', 'first', 'empty', 'number', 'numberOfElements', 'size', 'totalElements', 'totalPages'],
  additionalProperties: false,
} as const;

/** The `{ data: [item…], page }` answer of a paged list. */
export const pagedListOf = <const Item extends object>(item: Item) =>
  ({
    type: 'object',
    properties: { data: { type: 'array', items: item }, page: pageInfoSchema },
    required: ['data', 'page'],
    additionalProperties: false,
  }) as const;

/* Query values arrive as strings: numbers are checked by pattern and read by the route. */

export const pageNumberParam = { type: 'string', pattern: '^\\d{1,6}$' } as const;
/** 1 to 100 per page. */
export const pageSizeParam = { type: 'string', pattern: '^([1-9]\\d?|100)$' } as const;
/** The page a list call asks for: `page` from 0, `size` 1 to 100. */
export const pageQueryProperties = { page: pageNumberParam, size: pageSizeParam } as const;

/** A list of filter options, each an object of exactly these fields, all of them present. */
export const optionsOf = <const Properties extends Record<string, object>, const Required extends readonly (keyof Properties & string)[]>(
  properties: Properties,
  required: Required,
) => ({ type: 'array', items: { type: 'object', properties, required, additionalProperties: false } }) as const;

/** The providers a list can be filtered by. */
export const providerOptionsSchema = optionsOf({ providerId: text, providerName: text }, ['providerId', 'providerName']);

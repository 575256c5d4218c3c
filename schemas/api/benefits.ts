import { productCategorySchema } from '../product-categories';
import { isoDate } from './common';

/* GET benefits/limits?suffix&asOfDate (spec §3 "Limit", §7). */

const nullableAmount = { anyOf: [{ type: 'number' }, { type: 'null' }] } as const;
const nullableText = { anyOf: [{ type: 'string' }, { type: 'null' }] } as const;

/**
 * One limit as the insurer's systems report it. Amounts, type and tier may be missing: the app decides what is
 * valid and how to order it (spec §3, §9), so the shape does not hide those cases.
 */
export const limitSchema = {
  type: 'object',
  properties: {
    productCategory: productCategorySchema,
    coverageType: { type: 'string', enum: ['INDIVIDUAL', 'FAMILY'] },
    limitType: nullableText,
    networkTier: { ...nullableText, description: 'innet, outnet, or the long names in-network and out-of-network.' },
    total: nullableAmount,
    totalMet: nullableAmount,
    totalRemaining: nullableAmount,
    detailedDescription: {
      anyOf: [
        {
          type: 'object',
          properties: { header: { type: 'string' }, body: { type: 'string' } },
          required: ['header', 'body'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: [
    'productCategory', 'coverageType', 'limitType', 'networkTier', 'total', 'totalMet', 'totalRemaining',
    'detailedDescription',
  ],
  additionalProperties: false,
} as const;

export const limitsQuerySchema = {
  type: 'object',
  properties: {
    suffix: { type: 'string', pattern: '^\\d{1,3}$', description: "The member's suffix (0 is the subscriber)." },
    asOfDate: isoDate,
  },
  required: ['suffix', 'asOfDate'],
  additionalProperties: false,
} as const;

/** The member's limits of every category whose coverage is in force on asOfDate. */
export const limitsResponseSchema = { type: 'array', items: limitSchema } as const;

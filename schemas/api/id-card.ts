import { languageSchema } from '../generic/languages';
import { eligibilityCategories } from './account';
import { isoDate } from './common';

/**
 * GET idCard/view with `Accept: application/json`: the ID cards the signed-in person may see (a subscriber: the
 * family's; a dependent: their own), one per member and category with a current or upcoming plan, in the
 * gateway's order (member suffix, then medical, dental, vision, pharmacy). Any other Accept answers the PDF.
 */
export const idCardViewResponseSchema = {
  type: 'object',
  properties: {
    /** The brand (plan) name printed on the cards. */
    brandName: { type: 'string' },
    cards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          memberKey: { type: 'string' },
          memberSuffix: { type: 'integer', minimum: 0 },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          subscriberId: { type: 'string' },
          category: { type: 'string', enum: eligibilityCategories },
          planName: { type: 'string' },
          groupNumber: { type: 'string' },
          groupName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          networkNames: { type: 'array', items: { type: 'string' } },
          /** yyyy-mm-dd: the day this plan started (or starts). */
          effectiveDate: isoDate,
          status: { type: 'string', enum: ['active', 'future'] },
        },
        required: [
          'memberKey', 'memberSuffix', 'firstName', 'lastName', 'subscriberId', 'category', 'planName',
          'groupNumber', 'groupName', 'networkNames', 'effectiveDate', 'status',
        ],
        additionalProperties: false,
      },
    },
  },
  required: ['brandName', 'cards'],
  additionalProperties: false,
} as const;

/** POST idCard/email: where to send the cards (answered 204). */
export const idCardEmailBodySchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 254 } },
  required: ['email'],
  additionalProperties: false,
} as const;

/** GET idCard/request?category: the category of the physical card asked for. */
export const idCardRequestQuerySchema = {
  type: 'object',
  properties: { category: { type: 'string' } },
  required: ['category'],
  additionalProperties: false,
} as const;

/** GET idCard/view?suffix: whose card (a visible member's suffix; the signed-in member's by default). */
export const idCardViewQuerySchema = {
  type: 'object',
  // `lang`: the language the PDF's words are printed in (the page's; default English).
  properties: { suffix: { type: 'string', pattern: '^[0-9]{1,2}$' }, lang: languageSchema },
  additionalProperties: false,
} as const;

/** GET idCard/request's text answer: the confirmation shown to the member. */
export const idCardRequestTextSchema = { type: 'string', minLength: 1 } as const;

import { productCategorySchema } from '../product-categories';
import { isoDate } from './common';

/* GET benefits/limits?suffix&asOfDate (spec §3 "Limit", §7). */

const nullableAmount = { anyOf: [{ type: 'number' }, { type: 'null' }] } as const;
const nullableText = { anyOf: [{ type: 'string' }, { type: 'null' }] } as const;

/** A limit's or accumulator's detailed description (header and body), when there is one. */
const detailedDescriptionSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { header: { type: 'string' }, body: { type: 'string' } },
      required: ['header', 'body'],
      additionalProperties: false,
    },
    { type: 'null' },
  ],
} as const;

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
    detailedDescription: detailedDescriptionSchema,
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

/* GET benefits/{medical|dental|vision|pharmacy}, benefits/{medical|dental}/search/{id}, benefits/history (spec §3, §7). */

export const benefitCategoryNames = ['medical', 'dental', 'vision', 'pharmacy'] as const;


/** Spec §3 "Benefit accumulator". Amounts may be missing, like a limit's. */
export const accumulatorSchema = {
  type: 'object',
  properties: {
    category: productCategorySchema,
    label: nullableText,
    total: nullableAmount,
    met: nullableAmount,
    remaining: nullableAmount,
    coverage: { type: 'string', enum: ['INDIVIDUAL', 'FAMILY'] },
    tier: nullableText,
    detailDescription: detailedDescriptionSchema,
  },
  required: ['category', 'label', 'total', 'met', 'remaining', 'coverage', 'tier', 'detailDescription'],
  additionalProperties: false,
} as const;

/** What the member pays for a kind of service on a tier: a percent (20 is 20 %), or a copay in USD. */
export const outOfPocketSchema = {
  type: 'object',
  properties: {
    service: { type: 'string' },
    tier: { type: 'string' },
    value: { type: 'number' },
    copay: { type: 'boolean' },
  },
  required: ['service', 'tier', 'value', 'copay'],
  additionalProperties: false,
} as const;

/** A dental maximum (USD); -1 and 0 mean none (spec §9: skipped). */
export const dentalMaximumSchema = {
  type: 'object',
  properties: { label: { type: 'string' }, tier: { type: 'string' }, amount: { type: 'number' } },
  required: ['label', 'tier', 'amount'],
  additionalProperties: false,
} as const;

/** One eligibility record of the category (spec §3 "Eligibility") with its plan's name. */
export const planRecordSchema = {
  type: 'object',
  properties: {
    classPlanId: { type: 'string' },
    planName: { type: 'string' },
    effectiveDate: isoDate,
    terminationDate: { anyOf: [isoDate, { type: 'null' }] },
    classPlanEffectiveDate: isoDate,
    eligible: { type: 'boolean' },
  },
  required: ['classPlanId', 'planName', 'effectiveDate', 'terminationDate', 'classPlanEffectiveDate', 'eligible'],
  additionalProperties: false,
} as const;

export const memberBenefitsSchema = {
  type: 'object',
  properties: {
    memberKey: { type: 'string' },
    memberSuffix: { type: 'integer', minimum: 0 },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    plans: { type: 'array', items: planRecordSchema },
    accumulators: { type: 'array', items: accumulatorSchema },
    outOfPocket: { type: 'array', items: outOfPocketSchema },
    dentalMaximums: { type: 'array', items: dentalMaximumSchema },
  },
  required: ['memberKey', 'memberSuffix', 'firstName', 'lastName', 'plans', 'accumulators', 'outOfPocket', 'dentalMaximums'],
  additionalProperties: false,
} as const;

/** GET benefits/medical?asOfDate (every member the caller may see); dental, vision, pharmacy ?suffix&asOfDate (one). */
export const categoryBenefitsResponseSchema = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: benefitCategoryNames },
    asOfDate: isoDate,
    members: { type: 'array', items: memberBenefitsSchema },
    services: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' } },
        required: ['id', 'name'],
        additionalProperties: false,
      },
    },
  },
  required: ['category', 'asOfDate', 'members', 'services'],
  additionalProperties: false,
} as const;

export const categoryBenefitsQuerySchema = {
  type: 'object',
  properties: { suffix: limitsQuerySchema.properties.suffix, asOfDate: isoDate },
  required: ['asOfDate'],
  additionalProperties: false,
} as const;

export const serviceSearchQuerySchema = {
  type: 'object',
  properties: {
    suffix: limitsQuerySchema.properties.suffix,
    tier: { type: 'string', pattern: '^[a-z0-9-]{1,20}$' },
    asOfDate: isoDate,
  },
  required: ['suffix', 'tier', 'asOfDate'],
  additionalProperties: false,
} as const;

/** Spec §3 "Medical service", with the service's name and what the member pays on that tier. */
export const medicalServicesResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      tierId: { type: 'string' },
      url: nullableText,
      pageId: { type: 'string' },
      pageDescription: { type: 'string' },
      name: { type: 'string' },
      outOfPocket: { type: 'array', items: outOfPocketSchema },
    },
    required: ['tierId', 'url', 'pageId', 'pageDescription', 'name', 'outOfPocket'],
    additionalProperties: false,
  },
} as const;

/** Spec §3 "Dental service". `amount` is what the plan pays, in percent (80 = 80 %); incentive tiers by year. */
export const dentalServiceSchema = {
  type: 'object',
  properties: {
    tier: { type: 'string' },
    category: { type: 'string' },
    route: { type: 'string' },
    code: { type: 'string', pattern: '^[A-Z0-9]{1,10}$' },
    name: { type: 'string' },
    amount: { type: 'number' },
    description: { type: 'string' },
    incentiveTiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: { type: 'string' }, amount: { type: 'number' } },
        required: ['label', 'amount'],
        additionalProperties: false,
      },
    },
    benefitLimit: nullableText,
  },
  required: ['tier', 'category', 'route', 'code', 'name', 'amount', 'description', 'incentiveTiers', 'benefitLimit'],
  additionalProperties: false,
} as const;

export const dentalServicesResponseSchema = { type: 'array', items: dentalServiceSchema } as const;

/** GET benefits/history: spec §3 "Eligibility history entry", every member the caller may see. */
export const benefitsHistoryResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      effectiveDate: isoDate,
      termedDate: { anyOf: [isoDate, { type: 'null' }] },
      plan: { type: 'string' },
      category: { type: 'string', enum: benefitCategoryNames },
      memberKey: { type: 'string' },
      /** The plan year's benefits for the member of the entry: their suffix in the query (no name, birth date or ID). */
      link: { type: 'string', pattern: '^/history/\\d{1,15}/benefits/(medical|dental|vision|pharmacy)\\?suffix=\\d{1,3}$' },
    },
    required: ['effectiveDate', 'termedDate', 'plan', 'category', 'memberKey', 'link'],
    additionalProperties: false,
  },
} as const;

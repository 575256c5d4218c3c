import { productCategoryNames, productCategorySchema, type ProductCategory } from '../product-categories';
import { isoDate, nullableIsoDate } from './common';

export const eligibilityCategories = ['medical', 'dental', 'vision', 'pharmacy'] as const;
export type EligibilityCategory = (typeof eligibilityCategories)[number];

/** Each product category names an eligibility category: checked by the compiler, nothing at run time. */
export const _productCategoriesAreEligibilityCategories: Readonly<Record<ProductCategory, EligibilityCategory>> = productCategoryNames;
export const accountStatuses = ['ACT', 'DIS', 'INI', 'DLG', 'FRC'] as const;

export const eligibilitySchema = {
  type: 'object',
  properties: {
    classPlanId: { type: 'string' },
    effectiveDate: isoDate,
    terminationDate: nullableIsoDate,
    classPlanEffectiveDate: isoDate,
    eligible: { type: 'boolean' },
  },
  required: ['classPlanId', 'effectiveDate', 'terminationDate', 'classPlanEffectiveDate', 'eligible'],
  additionalProperties: false,
} as const;

const eligibilityList = { type: 'array', items: eligibilitySchema } as const;

export const memberSchema = {
  type: 'object',
  properties: {
    lastName: { type: 'string' },
    firstName: { type: 'string' },
    relationship: { type: 'string' },
    relationshipDescription: { type: 'string' },
    dateOfBirth: isoDate,
    sex: { type: 'string' },
    sexDescription: { type: 'string' },
    memberKey: { type: 'string' },
    memberSuffix: { type: 'integer', minimum: 0 },
    hasOutOfAreaPlan: { type: 'boolean' },
    hasOtherMedical: { type: 'boolean' },
    hasOtherDental: { type: 'boolean' },
    role: { type: 'string' },
    insuranceType: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    networkNames: { type: 'array', items: { type: 'string' } },
    eligibility: {
      type: 'object',
      properties: {
        medical: eligibilityList,
        dental: eligibilityList,
        vision: eligibilityList,
        pharmacy: eligibilityList,
      },
      required: ['medical', 'dental', 'vision', 'pharmacy'],
      additionalProperties: false,
    },
  },
  required: [
    'lastName', 'firstName', 'relationship', 'relationshipDescription', 'dateOfBirth', 'sex', 'sexDescription',
    'memberKey', 'memberSuffix', 'hasOutOfAreaPlan', 'hasOtherMedical', 'hasOtherDental', 'role',
    'insuranceType', 'networkNames', 'eligibility',
  ],
  additionalProperties: false,
} as const;

export const familySchema = {
  type: 'object',
  properties: {
    subscriberId: { type: 'string' },
    subscriberKey: { type: 'string' },
    groupKey: { type: 'string' },
    groupId: { type: 'string' },
    groupName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    parentGroupId: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    parentGroupName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    effectiveDate: isoDate,
    hireDate: nullableIsoDate,
    coverageType: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: [
    'subscriberId', 'subscriberKey', 'groupKey', 'groupId', 'groupName', 'parentGroupId', 'parentGroupName',
    'effectiveDate', 'hireDate', 'coverageType',
  ],
  additionalProperties: false,
} as const;

/** GET account: the signed-in member, their family and the account's own state. */
export const accountResponseSchema = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    accountStatus: { type: 'string', enum: accountStatuses },
    email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    family: familySchema,
    member: memberSchema,
    members: { type: 'array', items: memberSchema, description: 'Everyone on the plan the member may see.' },
  },
  required: ['username', 'accountStatus', 'email', 'family', 'member', 'members'],
  additionalProperties: false,
} as const;

/** GET eligibility/family: the family plan eligibility list (spec §3, §4). */
export const familyEligibilityResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      memberKey: { type: 'string' },
      suffix: { type: 'integer', minimum: 0 },
      productCategory: productCategorySchema,
      source: { type: 'string' },
      effectiveDate: isoDate,
      termedDate: nullableIsoDate,
    },
    required: ['memberKey', 'suffix', 'productCategory', 'source', 'effectiveDate', 'termedDate'],
    additionalProperties: false,
  },
} as const;

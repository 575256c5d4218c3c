import type { FromSchema } from 'json-schema-to-ts';

/** Spec §9: the product category codes of limits and eligibility: M medical, D dental, V vision, X pharmacy. */
export const productCategories = ['M', 'D', 'V', 'X'] as const;

export const productCategorySchema = { type: 'string', enum: productCategories } as const;

export type ProductCategory = FromSchema<typeof productCategorySchema>;

/** The eligibility category (and benefits page) each code stands for (held to the categories in api/account.ts). */
export const productCategoryNames = {
  M: 'medical',
  D: 'dental',
  V: 'vision',
  X: 'pharmacy',
} as const satisfies Record<ProductCategory, string>;

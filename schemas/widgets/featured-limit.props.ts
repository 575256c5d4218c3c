import { productCategorySchema } from '../product-categories';

export const featuredLimitProps = {
  type: 'object',
  description: 'Featured remaining-limit tile (spec §2): the first valid limit of a category by display order, with a progress bar.',
  properties: {
    productCategory: {
      ...productCategorySchema,
      description: 'Which limits to feature: M medical, D dental, V vision, X pharmacy. Its benefits page is the link.',
    },
  },
  required: ['productCategory'],
  additionalProperties: false,
} as const;

export const featuredLimitExample = { productCategory: 'D' } as const;

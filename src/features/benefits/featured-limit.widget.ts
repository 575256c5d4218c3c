import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { productCategories } from '@schemas/product-categories';

const props = {
  type: 'object',
  properties: {
    productCategory: {
      type: 'string',
      enum: productCategories,
      description: 'Which limits to feature: M medical, D dental, V vision, X pharmacy. Its benefits page is the link.',
    },
  },
  required: ['productCategory'],
  additionalProperties: false,
} as const;

/** What the featuredLimit component takes. */
export type FeaturedLimitProps = FromSchema<typeof props>;

/** The `featuredLimit` widget. */
export const featuredLimitWidget = defineWidget({
  name: 'featuredLimit',
  description:
    'Featured remaining-limit tile (spec §2): the first valid limit of a category by display order, with a progress bar.',
  component: './FeaturedLimitTile',
  atHand: true,
  props,
  example: { productCategory: 'D' },
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';
import { productCategories } from '@schemas/product-categories';

const props = {
  type: 'object',
  description: 'Featured remaining-limit tile (spec §2): the first valid limit of a category by display order, with a progress bar.',
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

/** The `featuredLimit` widget: its props and an example (its component: FeaturedLimitTile.tsx, loaded by src/app/widget-registry.ts). */
export const featuredLimitWidget = defineWidget({
  name: 'featuredLimit',
  props,
  example: { productCategory: 'D' },
});

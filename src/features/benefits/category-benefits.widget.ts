import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';

const props = {
  type: 'object',
  properties: {
    scope: {
      type: 'string',
      enum: ['category', 'summary'],
      description: "category: the route's :category (and a history route's :effectiveTime); summary: every category (reduced categories).",
    },
  },
  required: ['scope'],
  additionalProperties: false,
} as const;

export type CategoryBenefitsProps = FromSchema<typeof props>;

/** The `categoryBenefits` widget. */
export const categoryBenefitsWidget = defineWidget({
  name: 'categoryBenefits',
  description:
    "A benefit category's plan, limits and accumulators (progress bars), what the member pays and, for medical and dental, the service search (spec §2, §3, §9); or, with scope summary, the Benefits summary of every category.",
  component: './CategoryBenefits',
  props,
  example: { scope: 'category' },
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "One dental service (spec §3): tier, category, amount, description, incentive tiers and benefit limit; the route's :code, and on /details/{key}/dental/{code} the member whose key it is.",
  properties: {},
  additionalProperties: false,
} as const;

export type DentalServiceProps = FromSchema<typeof props>;

/** The `dentalService` widget (its component: DentalServiceSection.tsx). */
export const dentalServiceWidget = defineWidget({ name: 'dentalService', props, example: {} });

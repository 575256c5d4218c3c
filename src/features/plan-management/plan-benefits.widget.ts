import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "Member plan benefits (/account/plan-benefits): each member's plans by category with the plan line status " +
    "(spec §4), plan name and id, insurance type and networks, and links to the benefits pages. The subscriber sees " +
    'the family, a dependent themself.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the planBenefits component takes. */
export type PlanBenefitsProps = FromSchema<typeof props>;

/** The `planBenefits` widget (its component: PlanBenefitsSection.tsx, loaded by src/app/widget-registry.ts). */
export const planBenefitsWidget = defineWidget({
  name: 'planBenefits',
  props,
  example: {},
});

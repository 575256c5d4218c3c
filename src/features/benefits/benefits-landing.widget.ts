import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The benefits landing: the member's active and upcoming categories with their plan line status, each linking to its page (spec §2, §4).",
  properties: {},
  additionalProperties: false,
} as const;

export type BenefitsLandingProps = FromSchema<typeof props>;

/** The `benefitsLanding` widget (its component: BenefitsLanding.tsx). */
export const benefitsLandingWidget = defineWidget({ name: 'benefitsLanding', props, example: {} });

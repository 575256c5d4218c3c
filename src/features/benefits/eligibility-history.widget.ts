import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The eligibility history: past and current plan years with their dates and a link to each year's benefits (spec §3, §4 two-year rule).",
  properties: {},
  additionalProperties: false,
} as const;

export type EligibilityHistoryProps = FromSchema<typeof props>;

/** The `eligibilityHistory` widget (its component: EligibilityHistory.tsx). */
export const eligibilityHistoryWidget = defineWidget({ name: 'eligibilityHistory', props, example: {} });

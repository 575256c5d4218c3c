import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The route's claim: its header and every service line with totals (spec §2, §3, §7 GET claims/{type}/{id}).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ClaimDetailsSection component takes. */
export type ClaimDetailsProps = FromSchema<typeof props>;

/** The `claimDetails` widget: its props and an example (its component: ClaimDetailsSection.tsx, loaded by src/app/widget-registry.ts). */
export const claimDetailsWidget = defineWidget({
  name: 'claimDetails',
  props,
  example: {},
});

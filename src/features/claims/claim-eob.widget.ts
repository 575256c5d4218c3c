import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The route's claim's EOB link, when GET v2/eobs?claimId finds one (spec §2; place it under member.isSubscriber).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ClaimEobSection component takes. */
export type ClaimEobProps = FromSchema<typeof props>;

/** The `claimEob` widget: its props and an example (its component: ClaimEobSection.tsx, loaded by src/app/widget-registry.ts). */
export const claimEobWidget = defineWidget({
  name: 'claimEob',
  props,
  example: {},
});

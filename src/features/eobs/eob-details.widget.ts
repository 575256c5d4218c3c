import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "One EOB (the route's documentId): its summary, its claims (patient, provider, charge, patient responsibility) and 'Download PDF' (spec §3, §7 GET eobs/eob-detail, eobs/pdf).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the EobDetailsSection component takes. */
export type EobDetailsProps = FromSchema<typeof props>;

/** The `eobDetails` widget: its props and an example (its component: EobDetailsSection.tsx, loaded by src/app/widget-registry.ts). */
export const eobDetailsWidget = defineWidget({
  name: 'eobDetails',
  props,
  example: {},
});

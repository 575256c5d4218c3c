import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The help center's contact options: the brand's main line (its customer-service department, else its first) and a link to /support/customer-service.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ContactOptionsSection component takes. */
export type ContactOptionsProps = FromSchema<typeof props>;

/** The `contactOptions` widget (its component: ContactOptionsSection.tsx, loaded by src/app/widget-registry.ts). */
export const contactOptionsWidget = defineWidget({
  name: 'contactOptions',
  props,
  example: {},
});

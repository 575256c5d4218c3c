import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "A page's placeholder until its sections are built: 'This page is coming soon.'",
  properties: {},
  additionalProperties: false,
} as const;

/** What the comingSoon component takes. */
export type ComingSoonProps = FromSchema<typeof props>;

/** The `comingSoon` widget: its props and an example (its component: ComingSoonSection.tsx, loaded by src/app/widget-registry.ts). */
export const comingSoonWidget = defineWidget({
  name: 'comingSoon',
  props,
  example: {},
});

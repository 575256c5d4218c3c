import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The member's Medicare materials (spec §7 GET medicare-materials); a 403 is an empty list, other failures the error page (spec §6, §8).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the MedicareMaterialsSection component takes. */
export type MedicareMaterialsProps = FromSchema<typeof props>;

/** The `medicareMaterials` widget: its props and an example (its component: MedicareMaterialsSection.tsx, loaded by src/app/widget-registry.ts). */
export const medicareMaterialsWidget = defineWidget({
  name: 'medicareMaterials',
  props,
  example: {},
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The member's care options as cards (spec §2 /find-care): the items of the manifest's Find care submenu (menus.findCare) that show for the member, in its order, each with its label, a one-line description (copy careOptions.landing.descriptions.<item id>) and its link.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the careOptions component takes. */
export type CareOptionsProps = FromSchema<typeof props>;

/** The `careOptions` widget (its component: CareOptionsSection.tsx, loaded by src/app/widget-registry.ts). */
export const careOptionsWidget = defineWidget({ name: 'careOptions', props, example: {} });

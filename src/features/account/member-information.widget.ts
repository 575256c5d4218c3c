import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Name, IDs, group, insurance type, networks and the ID card download (spec §2).',
  properties: {},
  additionalProperties: false,
} as const;

/** What the memberInformation component takes. */
export type MemberInformationProps = FromSchema<typeof props>;

/** The `memberInformation` widget: its props and an example (its component: MemberInformationTile.tsx, loaded by src/app/widget-registry.ts). */
export const memberInformationWidget = defineWidget({
  name: 'memberInformation',
  props,
  example: {},
});

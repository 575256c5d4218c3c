import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Primary care selection of each eligible member (spec §2). Gate it on pcp.eligible.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the primaryCareTile component takes. */
export type PrimaryCareTileProps = FromSchema<typeof props>;

/** The `primaryCareTile` widget: its props and an example (its component: PrimaryCareTile.tsx, loaded by src/app/widget-registry.ts). */
export const primaryCareTileWidget = defineWidget({
  name: 'primaryCareTile',
  props,
  example: {},
});

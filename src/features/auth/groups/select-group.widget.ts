import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The signed-in member's groups with their plan statuses, and View group to switch (spec §4 /select-group).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the selectGroup component takes. */
export type SelectGroupProps = FromSchema<typeof props>;

/** The `selectGroup` widget: its props and an example (its component: SelectGroupSection.tsx, loaded by src/app/widget-registry.ts). */
export const selectGroupWidget = defineWidget({ name: 'selectGroup', props, example: {} });

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Up to 6 high-priority programs by displayOrder, and a link to all programs (spec §2).',
  properties: {},
  additionalProperties: false,
} as const;

/** What the programs component takes. */
export type ProgramsProps = FromSchema<typeof props>;

/** The `programs` widget: its props and an example (its component: ProgramsTile.tsx, loaded by src/app/widget-registry.ts). */
export const programsWidget = defineWidget({
  name: 'programs',
  props,
  example: {},
});

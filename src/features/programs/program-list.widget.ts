import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Every program the member is eligible for, by displayOrder, each a card that goes where the program goes (spec §2 /benefits/programs).',
  properties: {},
  additionalProperties: false,
} as const;

/** What the programList component takes. */
export type ProgramListProps = FromSchema<typeof props>;

/** The `programList` widget: its props and an example (its component: ProgramListSection.tsx, loaded by src/app/widget-registry.ts). */
export const programListWidget = defineWidget({
  name: 'programList',
  props,
  example: {},
});

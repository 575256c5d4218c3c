import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'The program of the address (/benefits/programs/{id}): name, description, categories, links and child resources; the 404 page for an unknown or ineligible id.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the programDetails component takes. */
export type ProgramDetailsProps = FromSchema<typeof props>;

/** The `programDetails` widget: its props and an example (its component: ProgramDetailsSection.tsx, loaded by src/app/widget-registry.ts). */
export const programDetailsWidget = defineWidget({
  name: 'programDetails',
  props,
  example: {},
});

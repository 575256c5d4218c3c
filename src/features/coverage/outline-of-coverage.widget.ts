import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The outline of coverage of the member's plan (spec §7 GET handbook/ooc); says so when the plan has none.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the OutlineOfCoverageSection component takes. */
export type OutlineOfCoverageProps = FromSchema<typeof props>;

/** The `outlineOfCoverage` widget: its props and an example (its component: OutlineOfCoverageSection.tsx, loaded by src/app/widget-registry.ts). */
export const outlineOfCoverageWidget = defineWidget({
  name: 'outlineOfCoverage',
  props,
  example: {},
});

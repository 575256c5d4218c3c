import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The /find-care/primary-care page: each PCP-eligible member the signed-in person may see, their current primary care provider or the prompt to select one, their history newest first, and the family's due date when there is one (spec §2, §3).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the primaryCareOverview component takes. */
export type PrimaryCareOverviewProps = FromSchema<typeof props>;

/** The `primaryCareOverview` widget (its component: PrimaryCareOverview.tsx, loaded by src/app/widget-registry.ts). */
export const primaryCareOverviewWidget = defineWidget({
  name: 'primaryCareOverview',
  props,
  example: {},
});

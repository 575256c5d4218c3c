import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The /find-care/primary-care/{suffix}/search page: find providers by ZIP code, radius, name or specialty (pcp/search, paged), then select one for this member and others (effective dates, e-mail, confirmation; pcp/select). A member who may not select, or a suffix outside the family, is the 404 page.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the primaryCareSearch component takes. */
export type PrimaryCareSearchProps = FromSchema<typeof props>;

/** The `primaryCareSearch` widget (its component: PrimaryCareSearch.tsx, loaded by src/app/widget-registry.ts). */
export const primaryCareSearchWidget = defineWidget({
  name: 'primaryCareSearch',
  props,
  example: {},
});

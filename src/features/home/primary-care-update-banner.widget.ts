import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'The primary care administrative update info banner (spec §2). Gate it with a rule on pcp.eligible and today.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the primaryCareUpdateBanner component takes. */
export type PrimaryCareUpdateBannerProps = FromSchema<typeof props>;

/** The `primaryCareUpdateBanner` widget: its props and an example (its component: PrimaryCareUpdateBanner.tsx, loaded by src/app/widget-registry.ts). */
export const primaryCareUpdateBannerWidget = defineWidget({
  name: 'primaryCareUpdateBanner',
  props,
  example: {},
});

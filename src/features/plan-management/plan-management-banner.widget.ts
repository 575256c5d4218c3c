import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Renewal reminder, or the end of benefits after a direct-plan cancellation (spec §4). Gate it on planManagement.eligibleAndActive.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the planManagementBanner component takes. */
export type PlanManagementBannerProps = FromSchema<typeof props>;

/** The `planManagementBanner` widget: its props and an example (its component: PlanManagementBanner.tsx, loaded by src/app/widget-registry.ts). */
export const planManagementBannerWidget = defineWidget({
  name: 'planManagementBanner',
  props,
  example: {},
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    'Plan management (spec §3, §4): plan years, open enrollment, renew (directShopUrl, exchangeUrl) and, for the ' +
    'subscriber of a direct plan, choose not to renew with a confirmation step (POST plan-management/cancellation). ' +
    'Gate it on planManagement.eligibleAndActive.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the planManagement component takes. */
export type PlanManagementProps = FromSchema<typeof props>;

/** The `planManagement` widget (its component: PlanManagementSection.tsx, loaded by src/app/widget-registry.ts). */
export const planManagementWidget = defineWidget({
  name: 'planManagement',
  props,
  example: {},
});

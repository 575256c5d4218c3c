import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'eBill alert: the bill is ready, with a link to eBill. Gate it on ebill.showAlert.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the ebillAlertBanner component takes. */
export type EbillAlertBannerProps = FromSchema<typeof props>;

/** The `ebillAlertBanner` widget: its props and an example (its component: EbillAlertBanner.tsx, loaded by src/app/widget-registry.ts). */
export const ebillAlertBannerWidget = defineWidget({
  name: 'ebillAlertBanner',
  props,
  example: {},
});

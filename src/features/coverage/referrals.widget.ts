import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The member's referrals, a page at a time, filtered by member, status, provider and expiry (spec §3, §7 GET referrals, referrals/metadata).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ReferralsSection component takes. */
export type ReferralsProps = FromSchema<typeof props>;

/** The `referrals` widget: its props and an example (its component: ReferralsSection.tsx, loaded by src/app/widget-registry.ts). */
export const referralsWidget = defineWidget({
  name: 'referrals',
  props,
  example: {},
});

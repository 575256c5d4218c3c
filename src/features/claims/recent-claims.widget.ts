import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'Up to 3 claims of the last 2 years, medical first (spec §2, §9). Hidden when there are none.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the recentClaims component takes. */
export type RecentClaimsProps = FromSchema<typeof props>;

/** The `recentClaims` widget: its props and an example (its component: RecentClaimsTile.tsx, loaded by src/app/widget-registry.ts). */
export const recentClaimsWidget = defineWidget({
  name: 'recentClaims',
  props,
  example: {},
});

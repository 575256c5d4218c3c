import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The family's claims of one type, filtered by member, provider, status and dates (in the address), a page at a time, with totals (spec §2, §3, §5, §7 GET claims/{type}, claims/metadata).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ClaimsListSection component takes. */
export type ClaimsListProps = FromSchema<typeof props>;

/** The `claimsList` widget: its props and an example (its component: ClaimsListSection.tsx, loaded by src/app/widget-registry.ts). */
export const claimsListWidget = defineWidget({
  name: 'claimsList',
  props,
  example: {},
});

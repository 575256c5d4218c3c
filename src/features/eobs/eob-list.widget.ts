import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The subscriber's EOBs, a page at a time, by date range, claim type, member and provider, each with its date, type of claims, members and PDF (spec §3, §7 GET v2/eobs, eobs/metadata, eobs/pdf).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the EobListSection component takes. */
export type EobListProps = FromSchema<typeof props>;

/** The `eobList` widget: its props and an example (its component: EobListSection.tsx, loaded by src/app/widget-registry.ts). */
export const eobListWidget = defineWidget({
  name: 'eobList',
  props,
  example: {},
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'ID card: download the PDF, or More ID card options. Gate it on idCard.eligible and not termed.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the idCardCard component takes. */
export type IdCardCardProps = FromSchema<typeof props>;

/** The `idCardCard` widget: its props and an example (its component: IdCardTile.tsx, loaded by src/app/widget-registry.ts). */
export const idCardCardWidget = defineWidget({
  name: 'idCardCard',
  props,
  example: {},
});

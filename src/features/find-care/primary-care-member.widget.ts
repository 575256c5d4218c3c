import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The /find-care/primary-care/{suffix} page: the member's current primary care provider in full (pcp/provider; a 404 falls back to the name-only provider) and 'Change primary care'. A suffix outside the family is the 404 page.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the primaryCareMember component takes. */
export type PrimaryCareMemberProps = FromSchema<typeof props>;

/** The `primaryCareMember` widget (its component: PrimaryCareMember.tsx, loaded by src/app/widget-registry.ts). */
export const primaryCareMemberWidget = defineWidget({
  name: 'primaryCareMember',
  props,
  example: {},
});

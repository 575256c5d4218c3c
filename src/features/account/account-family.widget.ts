import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The family at a glance (spec §2 /account, /account/summary): a card per member the signed-in member may see (GET account's members: a subscriber's family, a dependent only themself), with name, relationship, age group (adult 18 or older, spec §5) and each category's plan line (spec §4), or 'Not covered'.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the accountFamily component takes. */
export type AccountFamilyProps = FromSchema<typeof props>;

/** The `accountFamily` widget (its component: AccountFamilySection.tsx, loaded by src/app/widget-registry.ts). */
export const accountFamilyWidget = defineWidget({ name: 'accountFamily', props, example: {} });

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The plan and its members as a member reads them (spec §3 Family and Member, /account/member-information): subscriber ID, group number and name, coverage type, effective date; per member name, relationship, date of birth, sex and member number. No internal keys.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the planMembers component takes. */
export type PlanMembersProps = FromSchema<typeof props>;

/** The `planMembers` widget (its component: PlanMembersSection.tsx, loaded by src/app/widget-registry.ts). */
export const planMembersWidget = defineWidget({ name: 'planMembers', props, example: {} });

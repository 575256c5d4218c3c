import { defineWidget } from '../../manifest/declarations';

/** The `planMembers` widget. */
export const planMembersWidget = defineWidget({
  name: 'planMembers',
  description:
    "The plan and its members as a member reads them (spec §3 Family and Member, /account/member-information): subscriber ID, group number and name, coverage type, effective date; per member name, relationship, date of birth, sex and member number. No internal keys.",
  component: './PlanMembersSection',
});

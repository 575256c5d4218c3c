import { defineWidget } from '../../manifest/declarations';

/** The `accountFamily` widget. */
export const accountFamilyWidget = defineWidget({
  name: 'accountFamily',
  description:
    "The family at a glance (spec §2 /account, /account/summary): a card per member the signed-in member may see (GET account's members: a subscriber's family, a dependent only themself), with name, relationship, age group (adult 18 or older, spec §5) and each category's plan line (spec §4), or 'Not covered'.",
  component: './AccountFamilySection',
});

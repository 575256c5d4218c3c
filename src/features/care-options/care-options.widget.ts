import { defineWidget } from '../../manifest/declarations';

/** The `careOptions` widget. */
export const careOptionsWidget = defineWidget({
  name: 'careOptions',
  description:
    "The member's care options as cards (spec §2 /find-care): the items of the manifest's Find care submenu (menus.findCare) that show for the member, in its order, each with its label, a one-line description (copy careOptions.landing.descriptions.<item id>) and its link.",
  component: './CareOptionsSection',
});

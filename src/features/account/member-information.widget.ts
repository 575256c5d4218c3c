import { defineWidget } from '../../manifest/declarations';

/** The `memberInformation` widget. */
export const memberInformationWidget = defineWidget({
  name: 'memberInformation',
  description: 'Name, IDs, group, insurance type, networks and the ID card download (spec §2).',
  component: './MemberInformationTile',
  atHand: true,
});

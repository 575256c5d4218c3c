import { defineWidget } from '../../manifest/declarations';

/** The `primaryCareTile` widget. */
export const primaryCareTileWidget = defineWidget({
  name: 'primaryCareTile',
  description: 'Primary care selection of each eligible member (spec §2). Gate it on pcp.eligible.',
  component: './PrimaryCareTile',
  atHand: true,
});

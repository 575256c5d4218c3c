import { defineWidget } from '../../manifest/declarations';

/** The `recentClaims` widget. */
export const recentClaimsWidget = defineWidget({
  name: 'recentClaims',
  description: 'Up to 3 claims of the last 2 years, medical first (spec §2, §9). Hidden when there are none.',
  component: './RecentClaimsTile',
  atHand: true,
});

import { defineWidget } from '../../manifest/declarations';

/** The `claimEob` widget. */
export const claimEobWidget = defineWidget({
  name: 'claimEob',
  description:
    "The route's claim's EOB link, when GET v2/eobs?claimId finds one (spec §2; place it under member.isSubscriber).",
  component: './ClaimEobSection',
});

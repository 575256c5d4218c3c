import { defineWidget } from '../../manifest/declarations';

/** The `claimDetails` widget. */
export const claimDetailsWidget = defineWidget({
  name: 'claimDetails',
  description:
    "The route's claim: its header and every service line with totals (spec §2, §3, §7 GET claims/{type}/{id}).",
  component: './ClaimDetailsSection',
});

import { defineWidget } from '../../manifest/declarations';

/** The `referrals` widget. */
export const referralsWidget = defineWidget({
  name: 'referrals',
  description:
    "The member's referrals, a page at a time, filtered by member, status, provider and expiry (spec §3, §7 GET referrals, referrals/metadata).",
  component: './ReferralsSection',
});

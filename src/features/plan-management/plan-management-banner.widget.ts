import { defineWidget } from '../../manifest/declarations';

/** The `planManagementBanner` widget. */
export const planManagementBannerWidget = defineWidget({
  name: 'planManagementBanner',
  description:
    'Renewal reminder, or the end of benefits after a direct-plan cancellation (spec §4). Gate it on planManagement.eligibleAndActive.',
  component: './PlanManagementBanner',
  atHand: true,
});

import { defineWidget } from '../../manifest/declarations';

/** The `planManagement` widget. */
export const planManagementWidget = defineWidget({
  name: 'planManagement',
  description:
    'Plan management (spec §3, §4): plan years, open enrollment, renew (directShopUrl, exchangeUrl) and, for the ' +
    'subscriber of a direct plan, choose not to renew with a confirmation step (POST plan-management/cancellation). ' +
    'Gate it on planManagement.eligibleAndActive.',
  component: './PlanManagementSection',
});

import { defineWidget } from '../../manifest/declarations';

/** The `ebillAlertBanner` widget. */
export const ebillAlertBannerWidget = defineWidget({
  name: 'ebillAlertBanner',
  description: 'eBill alert: the bill is ready, with a link to eBill. Gate it on ebill.showAlert.',
  component: './EbillAlertBanner',
  atHand: true,
});

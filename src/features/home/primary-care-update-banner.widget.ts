import { defineWidget } from '../../manifest/declarations';

/** The `primaryCareUpdateBanner` widget. */
export const primaryCareUpdateBannerWidget = defineWidget({
  name: 'primaryCareUpdateBanner',
  description:
    'The primary care administrative update info banner (spec §2). Gate it with a rule on pcp.eligible and today.',
  component: './PrimaryCareUpdateBanner',
  atHand: true,
});

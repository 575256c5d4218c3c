import { defineWidget } from '../../manifest/declarations';

/** The `eligibilityHistory` widget. */
export const eligibilityHistoryWidget = defineWidget({
  name: 'eligibilityHistory',
  description:
    "The eligibility history: past and current plan years with their dates and a link to each year's benefits (spec §3, §4 two-year rule).",
  component: './EligibilityHistory',
});

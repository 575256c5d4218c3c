import { defineWidget } from '../../manifest/declarations';

/** The `claimCosts` widget. */
export const claimCostsWidget = defineWidget({
  name: 'claimCosts',
  description:
    "This plan year's billed, plan paid and you owe per claim type the member is covered for today, as a chart and a table with the same figures (issue 30; spec §3 paged claim totals, §7 GET claims/{type}).",
  component: './ClaimCostsSection',
});

import { defineWidget } from '../../manifest/declarations';

/** The `dentalService` widget. */
export const dentalServiceWidget = defineWidget({
  name: 'dentalService',
  description:
    "One dental service (spec §3): tier, category, amount, description, incentive tiers and benefit limit; the route's :code, and on /details/{key}/dental/{code} the member whose key it is.",
  component: './DentalServiceSection',
});

import { defineWidget } from '../../manifest/declarations';

/** The `planBenefits` widget. */
export const planBenefitsWidget = defineWidget({
  name: 'planBenefits',
  description:
    "Member plan benefits (/account/plan-benefits): each member's plans by category with the plan line status " +
    "(spec §4), plan name and id, insurance type and networks, and links to the benefits pages. The subscriber sees " +
    'the family, a dependent themself.',
  component: './PlanBenefitsSection',
});

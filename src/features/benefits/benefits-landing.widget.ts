import { defineWidget } from '../../manifest/declarations';

/** The `benefitsLanding` widget. */
export const benefitsLandingWidget = defineWidget({
  name: 'benefitsLanding',
  description:
    "The benefits landing: the member's active and upcoming categories with their plan line status, each linking to its page (spec §2, §4).",
  component: './BenefitsLanding',
});

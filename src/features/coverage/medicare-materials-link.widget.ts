import { defineWidget } from '../../manifest/declarations';

/** The `medicareMaterialsLink` widget. */
export const medicareMaterialsLinkWidget = defineWidget({
  name: 'medicareMaterialsLink',
  description:
    "A tile linking to the member's Medicare materials (/benefits/medicare-materials): how a member whose Benefits menu has no Medicare Materials item (the reduced categories, spec §2) reaches them from the benefits summary. Place it under the rule medicareMaterials.available.",
  component: './MedicareMaterialsLinkSection',
});

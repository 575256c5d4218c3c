import { defineWidget } from '../../manifest/declarations';

/** The `medicareMaterials` widget. */
export const medicareMaterialsWidget = defineWidget({
  name: 'medicareMaterials',
  description:
    "The member's Medicare materials (spec §7 GET medicare-materials); a 403 is an empty list, other failures the error page (spec §6, §8).",
  component: './MedicareMaterialsSection',
});

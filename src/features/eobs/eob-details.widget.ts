import { defineWidget } from '../../manifest/declarations';

/** The `eobDetails` widget. */
export const eobDetailsWidget = defineWidget({
  name: 'eobDetails',
  description:
    "One EOB (the route's documentId): its summary, its claims (patient, provider, charge, patient responsibility) and 'Download PDF' (spec §3, §7 GET eobs/eob-detail, eobs/pdf).",
  component: './EobDetailsSection',
});

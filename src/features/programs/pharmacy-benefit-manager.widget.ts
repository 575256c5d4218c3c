import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    portalUrl: {
      type: 'string',
      pattern: patterns.https,
      description: "The pharmacy benefit manager's member site (https, on a host in externalHosts.links), opened in a new tab, where program 37 has no site address of its own (an ENDPOINT url, which wins); without either the section links only to the pharmacy benefits page.",
    },
  },
  additionalProperties: false,
} as const;

/** What the pharmacyBenefitManager component takes. */
export type PharmacyBenefitManagerProps = FromSchema<typeof props>;

/** The `pharmacyBenefitManager` widget. */
export const pharmacyBenefitManagerWidget = defineWidget({
  name: 'pharmacyBenefitManager',
  description:
    "The pharmacy benefit manager of program 37 (spec §2 Claims/EOBs 'Pharmacy'): the program's name and description, what the member can do there, its site (portalUrl) and the pharmacy benefits page. Place it with the rule {\"fact\": \"programs\", \"has\": 37}.",
  component: './PharmacyBenefitManagerSection',
  props,
  example: { portalUrl: 'https://pharmacy.example.com/members' },
});

import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The family's mailing address as an edit-form card (spec §2, §3 Address): GET account/address, the countries and US states of GET account/address-options, saved with PUT account/address; read-only with a note for a member who may not change it (the answer's editable: the subscriber only, spec §6).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the mailingAddress component takes. */
export type MailingAddressProps = FromSchema<typeof props>;

/** The `mailingAddress` widget (its component: MailingAddressSection.tsx, loaded by src/app/widget-registry.ts). */
export const mailingAddressWidget = defineWidget({ name: 'mailingAddress', props, example: {} });

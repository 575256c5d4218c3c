import { defineWidget } from '../../manifest/declarations';

/** The `mailingAddress` widget. */
export const mailingAddressWidget = defineWidget({
  name: 'mailingAddress',
  description:
    "The family's mailing address as an edit-form card (spec §2, §3 Address): GET account/address, the countries and US states of GET account/address-options, saved with PUT account/address; read-only with a note for a member who may not change it (the answer's editable: the subscriber only, spec §6).",
  component: './MailingAddressSection',
});

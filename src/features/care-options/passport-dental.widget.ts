import { defineWidget } from '../../manifest/declarations';

/** The `passportDental` widget. */
export const passportDentalWidget = defineWidget({
  name: 'passportDental',
  description:
    "The Passport Dental page's content (spec §2, program 27): a back link to /find-care/find-a-dentist, the international phone number from the program's details (GET programs/sitecore), claim submission guidance, what a receipt must show and that out-of-network limits apply. Place it with the rule {\"fact\": \"programs\", \"has\": 27}; the 'Find in-network dentist' link is a careLinks section.",
  component: './PassportDentalSection',
});

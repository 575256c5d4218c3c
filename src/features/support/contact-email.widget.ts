import { defineWidget } from '../../manifest/declarations';

/** The `contactEmail` widget. */
export const contactEmailWidget = defineWidget({
  name: 'contactEmail',
  description: "The brand's customer-service email address (spec §7 configured path contact email, GET config/contact-email); nothing where none.",
  component: './ContactEmailSection',
});

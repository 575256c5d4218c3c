import { defineWidget } from '../../manifest/declarations';

/** The `contactOptions` widget. */
export const contactOptionsWidget = defineWidget({
  name: 'contactOptions',
  description:
    "The help center's contact options: the brand's main line (its customer-service department, else its first) and a link to /support/customer-service.",
  component: './ContactOptionsSection',
});

import { defineWidget } from '../../manifest/declarations';

/** The `customerServiceMessage` widget. */
export const customerServiceMessageWidget = defineWidget({
  name: 'customerServiceMessage',
  description:
    "Customer service's notice (spec §7 configured path customer-service message, GET config/customer-service-message); nothing where none.",
  component: './CustomerServiceMessageSection',
});

import { definePages } from '../../manifest/declarations';

/** Help: contact, customer service and the help center (spec §2). */
export const supportPages = definePages([
  { path: 'contact-us', page: 'contact-us', access: 'public', calls: ['getDomainHolidayCalendar'] },
  { path: 'account/support', page: 'help-center', calls: ['getChatConfig', 'getForms'] },
  {
    path: 'support/customer-service',
    page: 'customer-service',
    calls: ['getCustomerServiceMessage', 'getContactEmail', 'getChatConfig', 'getDomainHolidayCalendar'],
  },
]);

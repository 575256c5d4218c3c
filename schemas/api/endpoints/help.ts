import { endpoint } from '../endpoint';
import {
  accreditationResponseSchema,
  calendarDomainParamsSchema,
  chatConfigResponseSchema,
  contactEmailResponseSchema,
  customerServiceMessageResponseSchema,
  holidayCalendarTextSchema,
} from '../help';

/* The help page (spec §7): holiday calendars, chat and accreditation. Each section shows its own failure. */

export const getHolidayCalendar = endpoint({
  method: 'GET',
  path: '/message/calendar',
  summary: "The holiday calendar of the site's brand, as HTML.",
  response: holidayCalendarTextSchema,
  answer: 'html',
  failure: 'screen',
  caller: 'anyone',
});

export const getDomainHolidayCalendar = endpoint({
  method: 'GET',
  path: '/message/calendar/domain/{domainId}',
  summary: "A domain's holiday calendar, as HTML.",
  params: calendarDomainParamsSchema,
  response: holidayCalendarTextSchema,
  answer: 'html',
  failure: 'screen',
  caller: 'anyone',
});

export const getChatConfig = endpoint({
  method: 'GET',
  path: '/config/chat',
  summary: "The chat's hours and address for the member's brand.",
  response: chatConfigResponseSchema,
  failure: 'screen',
});

export const getAccreditation = endpoint({
  method: 'GET',
  path: '/config/accreditation',
  summary: "The site's accreditation seal.",
  response: accreditationResponseSchema,
  failure: 'screen',
  caller: 'anyone',
});

export const getContactEmail = endpoint({
  method: 'GET',
  path: '/config/contact-email',
  summary: "The e-mail address members of the site's brand write to (spec §7's configured path contact email).",
  response: contactEmailResponseSchema,
  failure: 'screen',
  caller: 'anyone',
});

export const getCustomerServiceMessage = endpoint({
  method: 'GET',
  path: '/config/customer-service-message',
  summary: "The customer-service notice of the site's brand (spec §7's configured path customer-service message).",
  response: customerServiceMessageResponseSchema,
  failure: 'screen',
  caller: 'anyone',
});

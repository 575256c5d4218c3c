import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import {
  getChatConfig,
  getContactEmail,
  getCustomerServiceMessage,
  getDomainHolidayCalendar,
  getHolidayCalendar,
} from '../../api/generated/endpoints/help';

/* The help pages' calls (spec §7): the holiday calendar of a domain and the chat configuration. Each section shows
 * its own error state with 'Try again' (declared `screen`). */

/** GET message/calendar/domain/{domainId}: the brand's holiday calendar, HTML to sanitise (signed out too). */
export const holidayCalendarQuery = (domainId: number) => queryOptions(callQuery(getDomainHolidayCalendar, { params: { domainId } }));

/** GET message/calendar: the holiday calendar of the site's brand, where its domain has none of its own (404). */
export const siteHolidayCalendarQuery = queryOptions(callQuery(getHolidayCalendar));

/** GET config/chat: the brand's live chat set-up, or null where it has none. */
export const chatConfigQuery = queryOptions(callQuery(getChatConfig));

/** GET config/contact-email: where the brand's members write, or null where it has none. */
export const contactEmailQuery = queryOptions(callQuery(getContactEmail));

/** GET config/customer-service-message: customer service's notice, or null where there is none. */
export const customerServiceMessageQuery = queryOptions(callQuery(getCustomerServiceMessage));

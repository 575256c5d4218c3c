import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import { getChatConfig, getDomainHolidayCalendar } from '../../api/generated/endpoints/help';

/* The help pages' calls (spec §7): the holiday calendar of a domain and the chat configuration. Each section shows
 * its own error state with 'Try again' (declared `screen`). */

/** GET message/calendar/domain/{domainId}: the brand's holiday calendar, HTML to sanitise (signed out too). */
export const holidayCalendarQuery = (domainId: number) => queryOptions(callQuery(getDomainHolidayCalendar, { params: { domainId } }));

/** GET config/chat: the brand's live chat set-up, or null where it has none. */
export const chatConfigQuery = queryOptions(callQuery(getChatConfig));

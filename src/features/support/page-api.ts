import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/* The help pages' calls (spec §7): the holiday calendar of a domain and the chat configuration. Each section shows
 * its own error state with 'Try again' (meta.handlesErrors). */

const handlesErrors = { meta: { handlesErrors: true } } as const;

/** GET message/calendar/domain/{domainId}: the brand's holiday calendar, HTML to sanitise (signed out too). */
export const holidayCalendarQuery = (domainId: number) =>
  queryOptions({
    queryKey: ['message/calendar/domain', domainId] as const,
    queryFn: () =>
      apiRequest(`message/calendar/domain/${domainId}`, { response: 'holidayCalendar', responseType: 'text', accept: 'text/html' }),
    ...handlesErrors,
  });

/** GET config/chat: the brand's live chat set-up, or null where it has none. */
export const chatConfigQuery = queryOptions({
  queryKey: ['config/chat'] as const,
  queryFn: () => apiRequest('config/chat', { response: 'chatConfig' }),
  ...handlesErrors,
});

import { defineWidget } from '../../manifest/declarations';

/** The `holidayCalendar` widget. */
export const holidayCalendarWidget = defineWidget({
  name: 'holidayCalendar',
  description:
    "The Holidays panel (spec §2 Contact-us): the brand's holiday calendar (GET message/calendar/domain/{domainId}), sanitised.",
  component: './HolidayCalendarSection',
});

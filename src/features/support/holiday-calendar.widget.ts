import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The Holidays panel (spec §2 Contact-us): the brand's holiday calendar (GET message/calendar/domain/{domainId}), sanitised.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the HolidayCalendarSection component takes. */
export type HolidayCalendarProps = FromSchema<typeof props>;

/** The `holidayCalendar` widget (its component: HolidayCalendarSection.tsx, loaded by src/app/widget-registry.ts). */
export const holidayCalendarWidget = defineWidget({
  name: 'holidayCalendar',
  props,
  example: {},
});

/* US holidays by rule, for the holiday calendars (GET message/calendar). Dates are UTC days. */

export const holidayIds = [
  'newYear', 'mlkDay', 'presidentsDay', 'memorialDay', 'juneteenth', 'independenceDay', 'laborDay', 'thanksgiving',
  'dayAfterThanksgiving', 'christmasEve', 'christmas',
] as const;
export type HolidayId = (typeof holidayIds)[number];

/** The `nth` (1-based) `weekday` (0 Sunday) of a month; a negative `nth` counts from the month's end. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return new Date(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7));
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7)));
}

/** A fixed-date holiday on a Saturday is observed on the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(year, month, day));
  const shift = { 0: 1, 6: -1 }[date.getUTCDay()] ?? 0;
  return new Date(Date.UTC(year, month, day + shift));
}

const MONDAY = 1;
const THURSDAY = 4;

const rules: Record<HolidayId, { name: string; date: (year: number) => Date }> = {
  newYear: { name: "New Year's Day", date: (y) => observed(y, 0, 1) },
  mlkDay: { name: 'Martin Luther King Jr. Day', date: (y) => nthWeekday(y, 0, MONDAY, 3) },
  presidentsDay: { name: "Presidents' Day", date: (y) => nthWeekday(y, 1, MONDAY, 3) },
  memorialDay: { name: 'Memorial Day', date: (y) => nthWeekday(y, 4, MONDAY, -1) },
  juneteenth: { name: 'Juneteenth', date: (y) => observed(y, 5, 19) },
  independenceDay: { name: 'Independence Day', date: (y) => observed(y, 6, 4) },
  laborDay: { name: 'Labor Day', date: (y) => nthWeekday(y, 8, MONDAY, 1) },
  thanksgiving: { name: 'Thanksgiving Day', date: (y) => nthWeekday(y, 10, THURSDAY, 4) },
  dayAfterThanksgiving: {
    name: 'Day after Thanksgiving',
    date: (y) => new Date(nthWeekday(y, 10, THURSDAY, 4).getTime() + 86_400_000),
  },
  christmasEve: { name: 'Christmas Eve', date: (y) => new Date(Date.UTC(y, 11, 24)) },
  christmas: { name: 'Christmas Day', date: (y) => observed(y, 11, 25) },
};

export interface Holiday {
  id: HolidayId;
  name: string;
  /** yyyy-mm-dd */
  date: string;
}

export function holidayOf(id: HolidayId, year: number): Holiday {
  const rule = rules[id];
  return { id, name: rule.name, date: rule.date(year).toISOString().slice(0, 10) };
}

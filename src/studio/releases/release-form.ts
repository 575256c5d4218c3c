import { localOf } from '../../manifest/edit/zoned-time';

/*
 * The Schedule and Move forms' values (pure): a date input's yyyy-mm-dd and a time input's hh:mm, joined into the
 * `at` the server reads in the brand's time zone, and the first values shown (an hour from the gateway's clock).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** `at` (yyyy-mm-ddThh:mm) from the two inputs, or null when either is empty or malformed. */
export function atOf(date: string, time: string): string | null {
  return DATE.test(date) && TIME.test(time) ? `${date}T${time}` : null;
}

/** The date and time an hour after `now` (the gateway's clock) on the clocks of `zone`, to start from. */
export function firstValues(now: string, zone: string): { date: string; time: string } {
  const at = localOf(new Date(Date.parse(now) + 3_600_000), zone);
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

/** How a release's time is shown: "2027-01-15 09:00". */
export const shownAt = (localAt: string): string => localAt.replace('T', ' ');

/** The time zones a publisher chooses from (the browser's IANA names), with the brand's current one always among them. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

import { dirname, join } from 'node:path';
import type { BrandEntry } from '../../shared/content-source';
import { readCached } from '../../shared/files';
import { escapeHtml } from '../../shared/stand-in-page';
import { holidayOf, type HolidayId } from './holidays';

/*
 * The holiday calendar HTML of each brand (GET message/calendar, message/calendar/domain/{domainId}): which days its
 * offices close is data, below, by brand id. A brand's root folder may hold its own file instead,
 * `<root>/calendars/<brand id>.html`, served as it is: the fifth test brand's (test/fixtures/fifth-brand) holds unsafe
 * HTML, to prove the app sanitises what it renders (DOMPurify). The repository's brands have no such file.
 */

interface CalendarSetup {
  intro: string;
  holidays: readonly HolidayId[];
  /** Days the offices close early instead of all day. */
  closesEarly?: Partial<Record<HolidayId, string>>;
}

const officeClosedDays: readonly HolidayId[] = [
  'newYear', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'christmas',
];

const setups: Partial<Record<string, CalendarSetup>> = {
  main: {
    intro: 'Our customer service team is not available on these days. You can still use the Member Dashboard at any time.',
    holidays: ['newYear', 'mlkDay', 'memorialDay', 'juneteenth', 'independenceDay', 'laborDay', 'thanksgiving', 'dayAfterThanksgiving', 'christmas'],
  },
  regional: {
    intro:
      'From October 1 to March 31 our Medicare customer service phone lines are open 7 a.m. to 8 p.m. PT every day, holidays included. Our offices are closed on these days.',
    holidays: officeClosedDays,
  },
  partner: {
    intro: 'Our dental customer service team is not available on these days.',
    holidays: ['newYear', 'presidentsDay', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'dayAfterThanksgiving', 'christmas'],
  },
  hospital: {
    intro: 'The health plan office is closed on these days; the hospital and its urgent care clinics stay open.',
    holidays: [...officeClosedDays.slice(0, -1), 'christmasEve', 'christmas'],
    closesEarly: { christmasEve: 'Closes at noon' },
  },
};

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function yearTable(setup: CalendarSetup, year: number): string {
  const rows = setup.holidays.map((id) => {
    const holiday = holidayOf(id, year);
    const shown = longDate.format(new Date(`${holiday.date}T00:00:00Z`));
    const hours = setup.closesEarly?.[id] ?? 'Closed';
    return `<tr><td>${escapeHtml(holiday.name)}</td><td><time datetime="${holiday.date}">${escapeHtml(shown)}</time></td><td>${escapeHtml(hours)}</td></tr>`;
  });
  return [
    '<table class="holiday-calendar">',
    `<caption>${year} holidays</caption>`,
    '<thead><tr><th scope="col">Holiday</th><th scope="col">Date</th><th scope="col">Hours</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody>`,
    '</table>',
  ].join('');
}

/** This year's and next year's holidays (`today` is yyyy-mm-dd). */
export function generatedCalendar(setup: CalendarSetup, today: string): string {
  const year = Number(today.slice(0, 4));
  return `<p>${escapeHtml(setup.intro)}</p>${yearTable(setup, year)}${yearTable(setup, year + 1)}`;
}

/** The brand's holiday calendar HTML: its folder's file, else its generated one; null when it has neither. */
export async function holidayCalendarOf(brand: BrandEntry, today: string): Promise<string | null> {
  const file = join(dirname(dirname(brand.file)), 'calendars', `${brand.id}.html`);
  const own = await readCached(file, (text) => text);
  if (own !== null) return own;
  const setup = setups[brand.id];
  return setup ? generatedCalendar(setup, today) : null;
}

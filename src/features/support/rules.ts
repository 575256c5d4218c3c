import type { FromSchema } from 'json-schema-to-ts';
import type { chatConfigSchema } from '@schemas/api/help';
import { departmentsByIds, type Department } from '../../manifest/contact';
import type { Contact } from '../../manifest/manifest-types';

/*
 * The help pages' rules (spec §2 "Contact-us", §9 "Medicare brand contact hours"): which departments a page lists,
 * which season of a department's hours today falls in, and which common questions a help center shows. Pure: the components only
 * render what these return; the seasons themselves are manifest data (`contact.departments[].seasons`).
 */

export type Season = NonNullable<Department['seasons']>[number];

/** Spec §9's hours are Pacific time: "today" is the day in Portland, whatever the member's clock says. */
export const CONTACT_TIME_ZONE = 'America/Los_Angeles';

/** A day of the year: month 1–12, day 1–31. */
export interface DayOfYear {
  month: number;
  day: number;
}

/** The day of the year it is in Pacific time at `now`. */
export function pacificDayOfYear(now: Date): DayOfYear {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: CONTACT_TIME_ZONE, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { month: part('month'), day: part('day') };
}

/** "10-01" → October 1. */
export function parseMonthDay(value: string): DayOfYear {
  const [month, day] = value.split('-').map(Number);
  return { month: month ?? 0, day: day ?? 0 };
}

const ordinal = ({ month, day }: DayOfYear) => month * 100 + day;

/** Whether a season (first and last day included, possibly running past December 31) holds the day. */
export function seasonHolds(season: Pick<Season, 'from' | 'to'>, date: DayOfYear): boolean {
  const from = ordinal(parseMonthDay(season.from));
  const to = ordinal(parseMonthDay(season.to));
  const day = ordinal(date);
  return from <= to ? from <= day && day <= to : day >= from || day <= to;
}

/** A department's hours on the page: its one text, or its seasons with the one that holds today marked. */
export type DepartmentHours =
  | { kind: 'fixed'; hours: string }
  | { kind: 'seasonal'; seasons: (Season & { current: boolean })[]; outOfSeason: boolean };

/**
 * Spec §9: the season of today (the first that holds it) is the current one; the others are listed as they are.
 * No season holds today (`outOfSeason`): the spec gives no hours for it, so the page sends the member to the plan's
 * documents rather than invent them.
 */
export function hoursOf(department: Pick<Department, 'hours' | 'seasons'>, today: DayOfYear): DepartmentHours {
  const seasons = department.seasons ?? [];
  if (seasons.length === 0) return { kind: 'fixed', hours: department.hours };
  const current = seasons.find((season) => seasonHolds(season, today));
  return { kind: 'seasonal', seasons: seasons.map((season) => ({ ...season, current: season === current })), outOfSeason: !current };
}

/**
 * The departments a contact section lists: the ones its manifest section names, in that order (an id the brand
 * does not have is skipped), or else every department of the brand; and the TTY line when the brand has one.
 */
export function departmentsShown(contact: Contact, ids?: readonly string[]): { departments: Department[]; tty: string | null } {
  return { departments: ids ? departmentsByIds(contact, ids) : contact.departments, tty: contact.tty ?? null };
}

/** The question ids a help center lists that have copy, in the manifest's order, each once. */
export function questionsShown(ids: readonly string[], known: (id: string) => boolean): string[] {
  return [...new Set(ids)].filter(known);
}

/** GET config/chat's set-up (spec §3 Chat config). */
export type ChatSetup = FromSchema<typeof chatConfigSchema>;

/**
 * Where the chat loads from once the member asks: the configured host with the tenant (bus), the queue owner (poc)
 * and the plan's chat group (mappedGroupId, when there is one). Null when the brand configures no chat or hides it
 * (displayChat false): then there is no launcher at all.
 */
export function chatAddress(config: ChatSetup | null): string | null {
  if (!config?.displayChat) return null;
  const query = new URLSearchParams({ bus: config.bus, poc: config.poc });
  if (config.mappedGroupId) query.set('group', config.mappedGroupId);
  return `${config.host}${config.host.includes('?') ? '&' : '?'}${query.toString()}`;
}

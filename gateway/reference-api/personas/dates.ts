/**
 * Persona dates are relative to "today" (the gateway's start day, local calendar), so the demo never goes stale.
 * Arithmetic runs on UTC midnights of that calendar day, so daylight-saving changes cannot shift a date.
 */
export interface Calendar {
  today: string;
  year: number;
  daysFromToday(days: number): string;
  /** First day of the month `months` from this one (0 = this month). */
  monthStart(months: number): string;
  /** Last day of the month `months` from this one. */
  monthEnd(months: number): string;
  /** 31 December of the year `years` from this one (-1 = last year). */
  yearEnd(years: number): string;
  /** A birth date so the person is exactly `age` today, with the birthday `daysSinceBirthday` days ago. */
  birthDate(age: number, daysSinceBirthday?: number): string;
}

const DAY_MS = 86_400_000;

export function isoDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

export function createCalendar(now: Date): Calendar {
  const y = now.getFullYear();
  const m = now.getMonth();
  const base = Date.UTC(y, m, now.getDate());
  const daysFromToday = (days: number) => isoDay(base + days * DAY_MS);
  return {
    today: daysFromToday(0),
    year: y,
    daysFromToday,
    monthStart: (months) => isoDay(Date.UTC(y, m + months, 1)),
    monthEnd: (months) => isoDay(Date.UTC(y, m + months + 1, 0)),
    yearEnd: (years) => isoDay(Date.UTC(y + years, 11, 31)),
    birthDate(age, daysSinceBirthday = 100) {
      const last = new Date(base - daysSinceBirthday * DAY_MS);
      const year = last.getUTCFullYear() - age;
      const month = last.getUTCMonth();
      // 29 February falls back to 28 in a non-leap birth year.
      const day = Math.min(last.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
      return isoDay(Date.UTC(year, month, day));
    },
  };
}

/* Dates as members type them (spec §5: mm/dd/yyyy). Pure; its own module so a form need not load the formatters. */

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** mm/dd/yyyy with a 4-digit year and 1- or 2-digit month and day, and a real calendar date; else null (spec §5). */
export function parseMmDdYyyy(value: string): DateParts | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year > 0 ? { year, month, day } : null;
}

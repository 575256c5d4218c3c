/*
 * Wall-clock times in an IANA time zone (pure, Intl only): a release is scheduled at a date and time as the brand's
 * people read them ("2027-03-14 09:00" in America/Los_Angeles), stored as the instant that is, and shown back so.
 */

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `zone` names an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `instant` as `yyyy-mm-ddThh:mm` on the clocks of `zone`. */
export function localOf(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, zone: string): number {
  const local = localOf(instant, zone);
  const asUtc = Date.parse(`${local}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant `local` (`yyyy-mm-ddThh:mm`) is in `zone`, or null when it is not a real date and time there (a
 * malformed one, the 30th of February, or an hour skipped when the clocks go forward).
 */
export function instantOf(local: string, zone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match || !isTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(naive) || new Date(naive).toISOString().slice(0, 16) !== local) return null;
  // The offset at the naive instant, then again at the guess (they differ only near a change of the clocks).
  let guess = naive - offsetMinutes(new Date(naive), zone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), zone) * 60_000;
  const instant = new Date(guess);
  return localOf(instant, zone) === local ? instant : null;
}

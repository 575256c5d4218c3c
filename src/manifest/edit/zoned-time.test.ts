import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone, localOf } from './zoned-time';

describe('zoned time', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    for (const bad of ['Mars/Olympus', '', 'America/Los_Angeles; DROP TABLE', 5, null]) expect(isTimeZone(bad)).toBe(false);
  });

  it('turns a wall-clock time into its instant, in and out of daylight saving time', () => {
    expect(instantOf('2027-01-15T09:00', 'America/Los_Angeles')?.toISOString()).toBe('2027-01-15T17:00:00.000Z');
    expect(instantOf('2027-07-15T09:00', 'America/Los_Angeles')?.toISOString()).toBe('2027-07-15T16:00:00.000Z');
    expect(instantOf('2027-07-15T09:00', 'Europe/Madrid')?.toISOString()).toBe('2027-07-15T07:00:00.000Z');
    expect(localOf(new Date('2027-07-15T16:00:00Z'), 'America/Los_Angeles')).toBe('2027-07-15T09:00');
  });

  it('refuses a time that is not one: malformed, impossible, or skipped when the clocks go forward', () => {
    for (const bad of ['2027-02-30T09:00', '2027-13-01T09:00', '2027-01-15 09:00', '2027-01-15T24:00', '2027-01-15T09:60', 'tomorrow']) {
      expect(instantOf(bad, 'America/Los_Angeles')).toBeNull();
    }
    // 14 March 2027, 02:30 does not happen in Los Angeles (02:00 becomes 03:00).
    expect(instantOf('2027-03-14T02:30', 'America/Los_Angeles')).toBeNull();
    expect(instantOf('2027-03-14T03:30', 'America/Los_Angeles')?.toISOString()).toBe('2027-03-14T10:30:00.000Z');
    expect(instantOf('2027-01-15T09:00', 'Nowhere/Else')).toBeNull();
  });
});

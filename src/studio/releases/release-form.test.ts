import { describe, expect, it } from 'vitest';
import { atOf, firstValues, shownAt } from './release-form';

describe('release form values', () => {
  it('joins a date and a time, and refuses either missing', () => {
    expect(atOf('2027-01-15', '09:00')).toBe('2027-01-15T09:00');
    expect(atOf('', '09:00')).toBeNull();
    expect(atOf('2027-01-15', '')).toBeNull();
    expect(atOf('15/01/2027', '09:00')).toBeNull();
  });

  it("starts an hour after the gateway's clock, on the brand's clocks", () => {
    expect(firstValues('2027-01-15T16:00:00.000Z', 'America/Los_Angeles')).toEqual({ date: '2027-01-15', time: '09:00' });
    expect(firstValues('2027-01-15T23:30:00.000Z', 'Europe/Madrid')).toEqual({ date: '2027-01-16', time: '01:30' });
    expect(shownAt('2027-01-15T09:00')).toBe('2027-01-15 09:00');
  });
});

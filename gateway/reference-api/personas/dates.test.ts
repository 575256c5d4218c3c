import { describe, expect, it } from 'vitest';
import { createCalendar } from './dates';

describe('persona calendar', () => {
  it('counts from the local calendar day of the start time', () => {
    const cal = createCalendar(new Date(2025, 0, 31, 23, 59));
    expect(cal.today).toBe('2025-01-31');
    expect(cal.daysFromToday(1)).toBe('2025-02-01');
    expect(cal.daysFromToday(-31)).toBe('2024-12-31');
    expect(cal.monthStart(1)).toBe('2025-02-01');
    expect(cal.monthStart(-12)).toBe('2024-01-01');
    expect(cal.monthEnd(1)).toBe('2025-02-28');
    expect(cal.yearEnd(-1)).toBe('2024-12-31');
  });

  it('gives birth dates of an exact age, 29 February falling back to 28', () => {
    expect(createCalendar(new Date(2025, 5, 15)).birthDate(17, 100)).toBe('2008-03-07');
    expect(createCalendar(new Date(2024, 2, 1)).birthDate(17, 1)).toBe('2007-02-28');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from '../engine/i18n/language';
import { formatMiles, formatUsd, formatUsDate, truncate } from './format';

afterEach(() => setCurrentLanguage('en'));

describe('formatUsDate', () => {
  it('writes yyyy-mm-dd as mm/dd/yyyy, the spec\'s date format', () => {
    expect(formatUsDate('2026-10-06')).toBe('10/06/2026');
    expect(formatUsDate('2026-10-06T08:00:00Z')).toBe('10/06/2026');
  });
  it('leaves what it cannot read as it is', () => {
    expect(formatUsDate('soon')).toBe('soon');
  });
  it('stays mm/dd/yyyy on a Spanish page (es-US numeric dates are day first; the form fields take mm/dd/yyyy)', () => {
    setCurrentLanguage('es');
    expect(formatUsDate('2026-03-04')).toBe('03/04/2026');
  });
});

describe('formatMiles', () => {
  it("writes a distance with at most one decimal in the page's locale", () => {
    expect(formatMiles(1.25)).toBe('1.3');
    expect(formatMiles(12)).toBe('12');
    expect(formatMiles(1250.46)).toBe('1,250.5');
    setCurrentLanguage('es');
    expect(formatMiles(0.84)).toBe(new Intl.NumberFormat('es-US', { maximumFractionDigits: 1 }).format(0.84));
    expect(formatMiles(1250.46)).toBe(new Intl.NumberFormat('es-US', { maximumFractionDigits: 1 }).format(1250.46));
  });
});

describe('formatUsd', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatUsd(1350)).toBe('$1,350.00');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('Short', 55)).toBe('Short');
    expect(truncate('a'.repeat(60), 55)).toHaveLength(55);
    expect(truncate('a'.repeat(60), 55).endsWith('…')).toBe(true);
  });
});

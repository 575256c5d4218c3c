import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsDate, truncate } from './format';

describe('formatUsDate', () => {
  it('writes yyyy-mm-dd as mm/dd/yyyy, the spec\'s date format', () => {
    expect(formatUsDate('2026-10-06')).toBe('10/06/2026');
    expect(formatUsDate('2026-10-06T08:00:00Z')).toBe('10/06/2026');
  });
  it('leaves what it cannot read as it is', () => {
    expect(formatUsDate('soon')).toBe('soon');
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

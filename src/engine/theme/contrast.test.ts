import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHexColour, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('black on white is 21:1, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
  });

  it('#777 on white is about 4.48:1 (just fails AA for text)', () => {
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it('matches other known pairs', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('relative luminance runs from 0 to 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('parses #rgb and #rrggbb only', () => {
    expect(parseHexColour('#0a5FB4')).toEqual([10, 95, 180]);
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColour('red')).toBeNull();
    expect(() => relativeLuminance('red')).toThrow(/not a #rrggbb colour/);
  });

  it('formats a ratio rounded down, so a fail never reads as a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(2.66)).toBe('2.6:1');
  });
});

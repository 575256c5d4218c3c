import { describe, expect, it } from 'vitest';
import { SPLIT_DEFAULT, SPLIT_MAX, SPLIT_MIN, splitAfterKey, storedSplit, tabAfterKey } from './keys';

describe('splitAfterKey', () => {
  it('moves by 2% with the arrows, 10% with Page keys, to the ends with Home and End, within 20–80%', () => {
    expect(splitAfterKey(50, 'ArrowLeft')).toBe(48);
    expect(splitAfterKey(50, 'ArrowRight')).toBe(52);
    expect(splitAfterKey(50, 'PageUp')).toBe(60);
    expect(splitAfterKey(21, 'ArrowLeft')).toBe(SPLIT_MIN);
    expect(splitAfterKey(79, 'PageUp')).toBe(SPLIT_MAX);
    expect(splitAfterKey(50, 'Home')).toBe(SPLIT_MIN);
    expect(splitAfterKey(50, 'End')).toBe(SPLIT_MAX);
    expect(splitAfterKey(50, 'Enter')).toBeNull();
  });
  it('reads a stored split back only when it is a number in range', () => {
    expect(storedSplit('40')).toBe(40);
    expect(storedSplit('95')).toBe(SPLIT_DEFAULT);
    expect(storedSplit('x')).toBe(SPLIT_DEFAULT);
    expect(storedSplit(null)).toBe(SPLIT_DEFAULT);
  });
});

describe('tabAfterKey', () => {
  it('goes round with the arrows, to the first and last with Home and End', () => {
    expect(tabAfterKey(0, 9, 'ArrowRight')).toBe(1);
    expect(tabAfterKey(8, 9, 'ArrowRight')).toBe(0);
    expect(tabAfterKey(0, 9, 'ArrowLeft')).toBe(8);
    expect(tabAfterKey(4, 9, 'Home')).toBe(0);
    expect(tabAfterKey(4, 9, 'End')).toBe(8);
    expect(tabAfterKey(4, 9, 'Tab')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIER,
  categoryPage,
  featuredLimit,
  inDisplayOrder,
  isValidLimit,
  limitDisplayOrder,
  normaliseTier,
  type LimitFields,
} from './rules';

const limit = (over: Partial<LimitFields> = {}): LimitFields => ({
  productCategory: 'D',
  limitType: 'Annual Limit',
  networkTier: 'innet',
  total: 2000,
  totalMet: 650,
  totalRemaining: 1350,
  ...over,
});

describe('isValidLimit (spec §3)', () => {
  it('accepts a limit with total, met and remaining', () => {
    expect(isValidLimit(limit())).toBe(true);
    expect(isValidLimit(limit({ totalMet: 0, totalRemaining: 2000 }))).toBe(true);
    expect(isValidLimit(limit({ totalMet: 2000, totalRemaining: 0 }))).toBe(true);
  });
  it('refuses a limit missing its total, met or remaining', () => {
    expect(isValidLimit(limit({ total: null }))).toBe(false);
    expect(isValidLimit(limit({ totalMet: null }))).toBe(false);
    expect(isValidLimit(limit({ totalRemaining: null }))).toBe(false);
  });
  it('refuses a limit whose met and remaining are both 0', () => {
    expect(isValidLimit(limit({ total: 1000, totalMet: 0, totalRemaining: 0 }))).toBe(false);
    expect(isValidLimit(limit({ total: 0, totalMet: 0, totalRemaining: 0 }))).toBe(false);
  });
});

describe('limitDisplayOrder (spec §9)', () => {
  it('orders Annual Limit 1, Deductible - In Network 2, others 3, missing 4', () => {
    expect(limitDisplayOrder('Annual Limit')).toBe(1);
    expect(limitDisplayOrder('Deductible - In Network')).toBe(2);
    expect(limitDisplayOrder('Out-of-Pocket Maximum - In Network')).toBe(3);
    expect(limitDisplayOrder('Deductible - Out of Network')).toBe(3);
    expect(limitDisplayOrder(null)).toBe(4);
    expect(limitDisplayOrder(undefined)).toBe(4);
    expect(limitDisplayOrder('  ')).toBe(4);
  });
  it('sorts limits by that order, keeping the given order within one rank', () => {
    const sorted = inDisplayOrder([
      limit({ limitType: null }),
      limit({ limitType: 'Out-of-Pocket Maximum' }),
      limit({ limitType: 'Deductible - In Network' }),
      limit({ limitType: 'Orthodontia' }),
      limit({ limitType: 'Annual Limit' }),
    ]);
    expect(sorted.map((l) => l.limitType)).toEqual(['Annual Limit', 'Deductible - In Network', 'Out-of-Pocket Maximum', 'Orthodontia', null]);
  });
  it('puts the default tier first among limits of the same order', () => {
    const sorted = inDisplayOrder([limit({ networkTier: 'out-of-network' }), limit({ networkTier: 'in-network' })]);
    expect(sorted.map((l) => l.networkTier)).toEqual(['in-network', 'out-of-network']);
  });
});

describe('normaliseTier (spec §9)', () => {
  it('normalises in-network to innet and out-of-network to outnet', () => {
    expect(normaliseTier('in-network')).toBe('innet');
    expect(normaliseTier('out-of-network')).toBe('outnet');
    expect(normaliseTier('In-Network')).toBe('innet');
    expect(normaliseTier('outnet')).toBe('outnet');
  });
  it('takes the default tier, in-network, when there is none', () => {
    expect(DEFAULT_TIER).toBe('innet');
    expect(normaliseTier(null)).toBe('innet');
    expect(normaliseTier('')).toBe('innet');
  });
});

describe('featuredLimit (spec §2 featured limit tile)', () => {
  it("features the hospital member's dental Annual Limit (2000 / 650 / 1350)", () => {
    const limits = [
      limit({ productCategory: 'M', limitType: 'Deductible - In Network', total: 750, totalMet: 200, totalRemaining: 550 }),
      limit({ productCategory: 'D', limitType: 'Annual Limit' }),
    ];
    expect(featuredLimit(limits, 'D')).toMatchObject({ limitType: 'Annual Limit', total: 2000, totalMet: 650, totalRemaining: 1350 });
  });
  it('skips invalid limits and limits of other categories, in display order', () => {
    const limits = [
      limit({ limitType: 'Orthodontia', totalMet: 100, totalRemaining: 900 }),
      limit({ limitType: 'Annual Limit', totalMet: 0, totalRemaining: 0 }),
      limit({ productCategory: 'M', limitType: 'Deductible - In Network' }),
      limit({ limitType: 'Deductible - In Network', totalRemaining: null }),
    ];
    expect(featuredLimit(limits, 'D')?.limitType).toBe('Orthodontia');
  });
  it('is null without a valid limit of the category', () => {
    expect(featuredLimit([limit({ productCategory: 'M' }), limit({ total: null })], 'D')).toBeNull();
    expect(featuredLimit([], 'D')).toBeNull();
  });
});

describe('categoryPage', () => {
  it("links dental (D) to /benefits/dental, and each other category code to its page", () => {
    expect(categoryPage('D')).toEqual({ category: 'dental', path: '/benefits/dental' });
    expect(categoryPage('M')).toEqual({ category: 'medical', path: '/benefits/medical' });
    expect(categoryPage('V')).toEqual({ category: 'vision', path: '/benefits/vision' });
    expect(categoryPage('X')).toEqual({ category: 'pharmacy', path: '/benefits/pharmacy' });
  });
});

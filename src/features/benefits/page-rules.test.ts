import { describe, expect, it } from 'vitest';
import type { Eligibility } from '../../api/response-types';
import {
  isSearchableCategory,
  accumulatorsOnTier,
  asOfDateInput,
  asOfDateOf,
  chosenMember,
  effectiveTimeToDate,
  isCurrentEntry,
  landingCategories,
  limitsOnTier,
  listedHistory,
  memberSuffixOf,
  networkTierOf,
  outOfPocketShown,
  shownDentalMaximums,
  tierLabelKey,
  type AccumulatorFields,
  type LimitFields,
} from './page-rules';

const today = '2025-06-15';
const record = (over: Partial<Eligibility> = {}): Eligibility => ({
  classPlanId: 'MPPO', effectiveDate: '2025-01-01', terminationDate: null, classPlanEffectiveDate: '2025-01-01', eligible: true, ...over,
});

describe('tiers (spec §3 "Tier", §9)', () => {
  it('reads tab1, innet and in-network as in network; tab2, outnet and out-of-network as out of network', () => {
    expect(['tab1', 'innet', 'in-network', null].map(networkTierOf)).toEqual(['innet', 'innet', 'innet', 'innet']);
    expect(['tab2', 'outnet', 'Out-of-Network'].map(networkTierOf)).toEqual(['outnet', 'outnet', 'outnet']);
  });
  it('labels tab1 and innet In network, tab2 Out-of-network and outnet Out of network (copy keys)', () => {
    expect(tierLabelKey('tab1')).toBe('benefits.tiers.tab1');
    expect(tierLabelKey('tab2')).toBe('benefits.tiers.tab2');
    expect(tierLabelKey('in-network')).toBe('benefits.tiers.innet');
    expect(tierLabelKey('outnet')).toBe('benefits.tiers.outnet');
    expect(tierLabelKey('tier3')).toBeNull();
  });
});

const limit = (over: Partial<LimitFields>): LimitFields => ({
  productCategory: 'M', limitType: 'Annual Limit', networkTier: 'innet', total: 100, totalMet: 10, totalRemaining: 90, ...over,
});

describe('limitsOnTier (spec §3 validity, §9 order, default tier)', () => {
  it('keeps the valid limits of the category and tier in display order', () => {
    const limits = [
      limit({ limitType: 'Out-of-Pocket Maximum' }),
      limit({ limitType: 'Deductible - In Network' }),
      limit({ limitType: 'Annual Limit', networkTier: 'outnet' }),
      limit({ limitType: 'Annual Limit', productCategory: 'D' }),
      limit({ limitType: 'Annual Limit' }),
      limit({ limitType: null }),
      limit({ limitType: 'Orthodontia', totalMet: 0, totalRemaining: 0 }),
    ];
    expect(limitsOnTier(limits, 'M', 'innet').map((l) => l.limitType)).toEqual(['Annual Limit', 'Deductible - In Network', 'Out-of-Pocket Maximum', null]);
    expect(limitsOnTier(limits, 'M', 'outnet')).toHaveLength(1);
  });
  it('reads accumulators with the same rules', () => {
    const acc = (over: Partial<AccumulatorFields>): AccumulatorFields => ({ category: 'M', label: 'Deductible', tier: 'innet', total: 100, met: 20, remaining: 80, ...over });
    const shown = accumulatorsOnTier([acc({ label: 'Out-of-Pocket' }), acc({ label: 'Annual Limit', tier: 'in-network' }), acc({ total: null }), acc({ tier: 'outnet' })], 'innet');
    expect(shown.map((a) => a.label)).toEqual(['Annual Limit', 'Out-of-Pocket']);
  });
});

describe('outOfPocketShown (spec §9)', () => {
  it('divides a percent by 100', () => {
    expect(outOfPocketShown({ value: 20, copay: false })).toEqual({ kind: 'percent', fraction: 0.2 });
    expect(outOfPocketShown({ value: 0, copay: false })).toEqual({ kind: 'percent', fraction: 0 });
  });
  it('leaves a copay as an amount and a negative value undivided (not applicable)', () => {
    expect(outOfPocketShown({ value: 25, copay: true })).toEqual({ kind: 'copay', amount: 25 });
    expect(outOfPocketShown({ value: -1, copay: false })).toEqual({ kind: 'notApplicable' });
  });
});

describe('shownDentalMaximums (spec §9)', () => {
  it('skips maximums of -1 or 0', () => {
    expect(shownDentalMaximums([{ amount: 1500 }, { amount: -1 }, { amount: 0 }, { amount: 1000 }])).toEqual([{ amount: 1500 }, { amount: 1000 }]);
  });
});

describe('landingCategories', () => {
  it('lists active and future categories in spec §9 order, leaving termed and empty ones out', () => {
    const eligibility = {
      medical: [record()],
      dental: [record({ effectiveDate: '2023-01-01', terminationDate: '2024-12-31' })],
      vision: [],
      pharmacy: [record({ effectiveDate: '2025-07-01' })],
    };
    expect(landingCategories(eligibility, today).map((c) => [c.category, c.line.status])).toEqual([
      ['medical', 'ACTIVE'],
      ['pharmacy', 'FUTURE'],
    ]);
  });
});

describe('as-of date (spec §5, §7)', () => {
  it('reads a real yyyy-mm-dd query parameter, else today', () => {
    expect(asOfDateOf('2025-01-31', today)).toBe('2025-01-31');
    expect(asOfDateOf('2025-02-30', today)).toBe(today);
    expect(asOfDateOf('today', today)).toBe(today);
    expect(asOfDateOf(null, today)).toBe(today);
  });
  it("takes mm/dd/yyyy from the member, or says which spec §5 message applies", () => {
    expect(asOfDateInput('1/5/2025')).toEqual({ date: '2025-01-05' });
    expect(asOfDateInput('06/15/2025')).toEqual({ date: '2025-06-15' });
    expect(asOfDateInput('')).toEqual({ error: 'required' });
    expect(asOfDateInput('2025-06-15')).toEqual({ error: 'invalidDate' });
    expect(asOfDateInput('02/30/2025')).toEqual({ error: 'invalidDate' });
  });
});

describe('eligibility history (spec §4 two-year rule)', () => {
  const entry = (effectiveDate: string, termedDate: string | null, category = 'medical') => ({ memberKey: '1', category, effectiveDate, termedDate });
  it('keeps active and future entries, and termed ones whose termed date is later than two years ago', () => {
    const listed = listedHistory(
      [entry('2021-01-01', '2023-06-15'), entry('2022-01-01', '2023-06-16'), entry('2025-01-01', null), entry('2025-09-01', null, 'dental')],
      today,
    );
    expect(listed.map((e) => e.effectiveDate)).toEqual(['2025-09-01', '2025-01-01', '2022-01-01']);
  });
  it('marks the entry in force by the family plan eligibility list', () => {
    const family = [{ memberKey: '1', suffix: 0, productCategory: 'M' as const, source: 'GROUP', effectiveDate: '2025-01-01', termedDate: null }];
    expect(isCurrentEntry(entry('2025-01-01', null), family, today)).toBe(true);
    expect(isCurrentEntry(entry('2022-01-01', '2023-06-16'), family, today)).toBe(false);
    expect(isCurrentEntry(entry('2025-01-01', null, 'dental'), family, today)).toBe(false);
  });
  it('reads the {effectiveTime} of a history route as a day', () => {
    expect(effectiveTimeToDate(String(Date.UTC(2024, 0, 1)))).toBe('2024-01-01');
    expect(effectiveTimeToDate('2024-01-01')).toBeNull();
    expect(effectiveTimeToDate(undefined)).toBeNull();
  });
});

describe('service search (spec §7, §8)', () => {
  it('searches medical and dental, and no other category', () => {
    expect(isSearchableCategory('medical')).toBe(true);
    expect(isSearchableCategory('dental')).toBe(true);
    expect(isSearchableCategory('vision')).toBe(false);
    expect(isSearchableCategory('pharmacy')).toBe(false);
  });
});

describe('chosenMember', () => {
  it('picks by suffix among the members one may see, else oneself', () => {
    const own = { memberSuffix: 2 };
    expect(chosenMember([{ memberSuffix: 0 }, own], 0, own)).toEqual({ memberSuffix: 0 });
    expect(chosenMember([own], 0, own)).toBe(own);
    expect(chosenMember([own], null, own)).toBe(own);
  });
  it("reads the member of a history row's link from its suffix query parameter", () => {
    expect(memberSuffixOf('1')).toBe(1);
    expect(memberSuffixOf('0')).toBe(0);
    expect(memberSuffixOf(null)).toBeNull();
    expect(memberSuffixOf('')).toBeNull();
    expect(memberSuffixOf('-1')).toBeNull();
    expect(memberSuffixOf('700101')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Eligibility, Member } from '../../api/response-types';
import { claimsPage } from './claim.fixture';
import {
  MIN_BAR_SHARE,
  barShare,
  costFiguresOf,
  costListFilters,
  costRanges,
  costRequest,
  costTotals,
  largestFigure,
  sharedRange,
  type CostRow,
} from './cost-summary';
import { claimsFiltersFromSearch, claimsPageRequest, claimsSearch } from './page-rules';

const today = '2026-05-20';
const record = (over: Partial<Eligibility> = {}): Eligibility => ({
  classPlanId: 'P1', effectiveDate: '2025-05-01', terminationDate: null, classPlanEffectiveDate: '2025-05-01', eligible: true, ...over,
});
const eligibility = (over: Partial<Member['eligibility']> = {}): Member['eligibility'] => ({
  medical: [record()], dental: [record()], vision: [record()], pharmacy: [record()], ...over,
});

describe('costRanges', () => {
  it('gives each claim type covered today its plan year up to today (no pharmacy: claims are M, D, V)', () => {
    expect(costRanges(eligibility(), today)).toEqual([
      { type: 'medical', from: '2025-05-01', to: today },
      { type: 'dental', from: '2025-05-01', to: today },
      { type: 'vision', from: '2025-05-01', to: today },
    ]);
  });
  it('leaves out a type without coverage today: none, termed or only upcoming', () => {
    const ranges = costRanges(
      eligibility({ dental: [], vision: [record({ terminationDate: '2026-01-01' }), record({ effectiveDate: '2026-06-01', classPlanEffectiveDate: '2026-06-01' })] }),
      today,
    );
    expect(ranges.map((range) => range.type)).toEqual(['medical']);
  });
  it("ends at the plan year's last day when it ends today (the termination day is the first day without coverage)", () => {
    expect(costRanges(eligibility({ medical: [record({ terminationDate: '2026-05-21' })] }), today)[0]).toEqual({ type: 'medical', from: '2025-05-01', to: '2026-05-20' });
  });
  it('goes back no further than a claims search may: two years (spec §5)', () => {
    expect(costRanges(eligibility({ medical: [record({ effectiveDate: '2019-01-01', classPlanEffectiveDate: '2019-01-01' })] }), today)[0]?.from).toBe('2024-05-20');
  });
});

describe('the calls and their answers', () => {
  const range = { type: 'dental', from: '2025-05-01', to: today } as const;
  it('asks one claim of the range: the totals cover every claim that matches', () => {
    expect(costRequest(range)).toEqual({ startDate: '2025-05-01', endDate: today, page: '0', size: '1' });
  });
  it("reads billed, plan paid and you owe from the answer's totals", () => {
    const answer = { ...claimsPage([]), totals: { chargeAmountTotal: 2855, paidAmountTotal: 775, combinedMemberResponsibilityAmount: 129.5 } };
    expect(costFiguresOf(answer)).toEqual({ billed: 2855, planPaid: 775, youOwe: 129.5 });
  });
  it("links to the list's claims of the same range, whose totals are the row's", () => {
    const filters = costListFilters(range, today);
    expect(claimsPageRequest(filters)).toMatchObject({ startDate: range.from, endDate: range.to });
    expect(claimsSearch(filters, today)).toBe('?type=dental&from=2025-05-01');
    expect(claimsFiltersFromSearch(claimsSearch(filters, today), today)).toEqual(filters);
  });
});

describe('totals and shared dates', () => {
  const row = (type: CostRow['type'], billed: number, planPaid: number, youOwe: number, from = '2025-05-01'): CostRow => ({
    type, from, to: today, figures: { billed, planPaid, youOwe },
  });
  it('sums each figure over the types, to the cent', () => {
    expect(costTotals([row('medical', 0.1, 0.2, 0.3), row('dental', 0.2, 0.1, 0.7)])).toEqual({ billed: 0.3, planPaid: 0.3, youOwe: 1 });
    expect(costTotals([])).toEqual({ billed: 0, planPaid: 0, youOwe: 0 });
  });
  it('names one range when every type shares it, none when they differ', () => {
    expect(sharedRange([row('medical', 1, 1, 1), row('dental', 1, 1, 1)])).toEqual({ from: '2025-05-01', to: today });
    expect(sharedRange([row('medical', 1, 1, 1), row('dental', 1, 1, 1, '2026-01-01')])).toBeNull();
    expect(sharedRange([])).toBeNull();
  });
  it('scales bars to the largest figure, a small amount still a visible bar', () => {
    const rows = [row('medical', 2855, 775, 129.5), row('vision', 180, 170, 10)];
    expect(largestFigure(rows)).toBe(2855);
    expect(barShare(2855, 2855)).toBe(1);
    expect(barShare(775, 2855)).toBeCloseTo(0.2715, 4);
    expect(barShare(1, 2855)).toBe(MIN_BAR_SHARE);
    expect(barShare(0, 2855)).toBe(0);
    expect(barShare(0, 0)).toBe(0);
    expect(barShare(-5, 100)).toBe(0);
  });
});

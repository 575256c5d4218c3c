import { claimTypes } from '@schemas/api/claims';
import type { Member } from '../../api/response-types';
import { currentPlanYear } from '../../member/plan-year';
import type { ClaimType, PagedClaims } from './api-types';
import { defaultClaimsFilters, earliestClaimsStart, type ClaimsFilters } from './page-rules';

/*
 * The claims costs of this plan year (issue 30): billed, plan paid and what the member owes, per claim type the member
 * is covered for today, over the claims of every member they may see. The sums are the claims call's own `totals`
 * (spec §3 "Paged claim result": over every claim that matches, not just the page), the same the list shows for the
 * same dates. Pure.
 */

/** The figures of a claim type, in the order the chart and the table show them. */
export const costSeries = ['billed', 'planPaid', 'youOwe'] as const;
export type CostSeries = (typeof costSeries)[number];
export type CostFigures = Record<CostSeries, number>;

/** A claim type's plan year as the claims call searches it: service dates from `from` to `to`, both included. */
export interface CostRange {
  type: ClaimType;
  from: string;
  to: string;
}

/**
 * Each claim type the member is covered for today (medical, dental, vision: claims have no pharmacy type, spec §9),
 * with its plan year up to today: from its start, no earlier than two years ago (the furthest a claims search goes,
 * spec §5), to today or the plan year's last day when that is sooner.
 */
export function costRanges(eligibility: Member['eligibility'], today: string): CostRange[] {
  const earliest = earliestClaimsStart(today);
  return claimTypes.flatMap((type) => {
    const year = currentPlanYear(eligibility[type], today);
    if (!year) return [];
    return [{ type, from: year.start < earliest ? earliest : year.start, to: year.end !== null && year.end < today ? year.end : today }];
  });
}

/** GET claims/{type}'s query for a range: one claim is enough, the answer's totals cover them all. */
export const costRequest = (range: CostRange) => ({ startDate: range.from, endDate: range.to, page: '0', size: '1' });

/** The claims list's filters that show a range's claims: its type and dates, every member, provider and status. */
export const costListFilters = (range: CostRange, today: string): ClaimsFilters => ({
  ...defaultClaimsFilters(today, range.type),
  startDate: range.from,
  endDate: range.to,
});

/** The figures of a claims answer's totals. */
export function costFiguresOf(answer: Pick<PagedClaims, 'totals'>): CostFigures {
  const { totals } = answer;
  return { billed: totals.chargeAmountTotal, planPaid: totals.paidAmountTotal, youOwe: totals.combinedMemberResponsibilityAmount };
}

export interface CostRow extends CostRange {
  figures: CostFigures;
}

/** Each series summed over the rows, to the cent. */
export function costTotals(rows: readonly CostRow[]): CostFigures {
  const sum = (series: CostSeries) => Math.round(rows.reduce((total, row) => total + row.figures[series], 0) * 100) / 100;
  return { billed: sum('billed'), planPaid: sum('planPaid'), youOwe: sum('youOwe') };
}

/** The dates every range shares (one plan year for every type), or null when the types' plan years differ. */
export function sharedRange(ranges: readonly CostRange[]): { from: string; to: string } | null {
  const [first] = ranges;
  if (!first) return null;
  return ranges.every((range) => range.from === first.from && range.to === first.to) ? { from: first.from, to: first.to } : null;
}

/** The smallest share of the chart's width a bar above zero takes, so a small amount still shows as a bar. */
export const MIN_BAR_SHARE = 0.01;

/** A bar's length as a share (0 to 1) of the largest figure of the chart; 0 for zero, or when every figure is zero. */
export function barShare(value: number, largest: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(largest) || largest <= 0 || value <= 0) return 0;
  return Math.max(MIN_BAR_SHARE, Math.min(1, value / largest));
}

/** The largest figure of the rows: the chart's full width. */
export const largestFigure = (rows: readonly CostRow[]): number =>
  rows.reduce((largest, row) => Math.max(largest, ...costSeries.map((series) => row.figures[series])), 0);

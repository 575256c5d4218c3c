import { eligibilityCategories, type EligibilityCategory } from '@schemas/api/account';
import { productCategoryNames, type ProductCategory } from '@schemas/product-categories';
import type { Eligibility, FamilyEligibility } from '../../api/response-types';
import { isFamilyPlanEntryActive, isFamilyPlanEntryEligible } from '../../member/eligibility';
import { planLine, type PlanLine } from '../../member/plan-line';
import { formatUsDate } from '../../ui/format';
import { parseMmDdYyyy } from '../../ui/us-date';
import {
  inDisplayOrder,
  isValidLimit,
  normaliseTier,
  type LimitFields,
  type NetworkTier,
  type ValidLimit,
} from './rules';

/*
 * Pure spec rules of the benefits pages (issue 11: spec §3, §4, §5, §8, §9), beside rules.ts (limit validity and
 * order, which the featured limit tile on /home also reads): a file of their own so the home tiles' chunk does not
 * carry them.
 */

type FamilyPlanEntry = FamilyEligibility[number];

/** Spec §9 category codes: the code of each eligibility category. */
export const productCategoryCodes = Object.fromEntries(
  Object.entries(productCategoryNames).map(([code, name]) => [name, code]),
) as Record<EligibilityCategory, ProductCategory>;

export { DEFAULT_TIER, type ValidLimit, type LimitFields } from './rules';

/** Spec §3 "Tier": tab1 and innet are in network, tab2 and outnet out of network (the long names too, §9). */
export function networkTierOf(tier: string | null | undefined): string {
  const name = normaliseTier(tier);
  if (name === 'tab1') return 'innet';
  if (name === 'tab2') return 'outnet';
  return name;
}

/** The tiers a member chooses between on the benefits pages, the default first (spec §9). */
export const NETWORK_TIERS: readonly NetworkTier[] = ['innet', 'outnet'];

/**
 * Copy key of a tier's label (spec §3 "Tier": tab1 'In network', tab2 'Out-of-network', innet 'In network',
 * outnet 'Out of network'); an unknown tier has none.
 */
export function tierLabelKey(tier: string | null | undefined): string | null {
  const name = normaliseTier(tier);
  return ['tab1', 'tab2', 'innet', 'outnet'].includes(name) ? `benefits.tiers.${name}` : null;
}

/** Valid limits of a category on a tier, in display order (spec §3 validity, §9 order). */
export function limitsOnTier<L extends LimitFields>(limits: readonly L[], category: ProductCategory, tier: string): ValidLimit<L>[] {
  return inDisplayOrder(limits.filter((l) => l.productCategory === category && networkTierOf(l.networkTier) === tier)).filter(isValidLimit);
}

/** What the rules read of a benefit accumulator (spec §3). */
export interface AccumulatorFields {
  category: ProductCategory;
  label: string | null;
  tier: string | null;
  total: number | null;
  met: number | null;
  remaining: number | null;
}

/** An accumulator read as a limit, so one validity and order rule serves both (spec §3, §9). */
export function accumulatorAsLimit<A extends AccumulatorFields>(a: A): A & LimitFields {
  return { ...a, productCategory: a.category, limitType: a.label, networkTier: a.tier, totalMet: a.met, totalRemaining: a.remaining };
}

/** Valid accumulators on a tier, in the limits' display order. */
export function accumulatorsOnTier<A extends AccumulatorFields>(accumulators: readonly A[], tier: string): ValidLimit<A & LimitFields>[] {
  return inDisplayOrder(accumulators.map(accumulatorAsLimit).filter((a) => networkTierOf(a.networkTier) === tier)).filter(isValidLimit);
}

/** What a member pays, as shown (spec §9): a percent (the value ÷ 100, as a fraction), a copay in USD, or not applicable. */
export type OutOfPocketShown = { kind: 'percent'; fraction: number } | { kind: 'copay'; amount: number } | { kind: 'notApplicable' };

/** Spec §9: out-of-pocket percent values are divided by 100 unless a copay or negative. A negative value is shown as not applicable. */
export function outOfPocketShown(cost: { value: number; copay: boolean }): OutOfPocketShown {
  if (cost.value < 0) return { kind: 'notApplicable' };
  if (cost.copay) return { kind: 'copay', amount: cost.value };
  return { kind: 'percent', fraction: cost.value / 100 };
}

/** Spec §9: dental maximums of -1 or 0 are skipped. */
export function shownDentalMaximums<M extends { amount: number }>(maximums: readonly M[]): M[] {
  return maximums.filter((m) => m.amount !== -1 && m.amount !== 0);
}

/** The categories of the benefits landing: those with active or future eligibility, in spec §9's order, with their plan line. */
export function landingCategories(
  eligibility: Readonly<Record<EligibilityCategory, readonly Eligibility[]>>,
  day: string,
): { category: EligibilityCategory; line: PlanLine<Eligibility> }[] {
  return eligibilityCategories.flatMap((category) => {
    const line = planLine(eligibility[category], day);
    return line && line.status !== 'TERMED' ? [{ category, line }] : [];
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The as-of date of a page: the `asOfDate` query parameter when it is a real yyyy-mm-dd day, else today. */
export function asOfDateOf(query: string | null | undefined, today: string): string {
  if (!query || !ISO_DAY.test(query)) return today;
  return parseMmDdYyyy(formatUsDate(query)) ? query : today;
}

/** The as-of date the member typed (mm/dd/yyyy, spec §5) as yyyy-mm-dd, or the message kind of spec §5. */
export function asOfDateInput(value: string): { date: string } | { error: 'required' | 'invalidDate' } {
  if (value.trim() === '') return { error: 'required' };
  const parts = parseMmDdYyyy(value);
  if (!parts) return { error: 'invalidDate' };
  return { date: `${String(parts.year).padStart(4, '0')}-${pad2(parts.month)}-${pad2(parts.day)}` };
}

/** The {effectiveTime} of a history route (epoch milliseconds, UTC) as yyyy-mm-dd, or null. */
export function effectiveTimeToDate(param: string | undefined): string | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const date = new Date(Number(param));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** What the history rules read of an eligibility history entry (spec §3). */
export interface HistoryEntryFields {
  memberKey: string;
  category: string;
  effectiveDate: string;
  termedDate: string | null;
}

/**
 * The eligibility history as listed (spec §4): an entry stays while active or future, and a termed entry while its
 * termed date is later than two years ago; newest plan year first.
 */
export function listedHistory<E extends HistoryEntryFields>(entries: readonly E[], today: string): E[] {
  return entries
    .filter((entry) => isFamilyPlanEntryEligible({ effectiveDate: entry.effectiveDate, termedDate: entry.termedDate }, today))
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || a.category.localeCompare(b.category));
}

/** Whether a history entry is the one in force today, by the family plan eligibility list (spec §4). */
export function isCurrentEntry(entry: HistoryEntryFields, family: readonly FamilyPlanEntry[], today: string): boolean {
  const code = productCategoryCodes[entry.category as EligibilityCategory];
  return family.some(
    (f) => f.memberKey === entry.memberKey && f.productCategory === code && f.effectiveDate === entry.effectiveDate && isFamilyPlanEntryActive(f, today),
  );
}

/** Spec §8: only medical and dental have a service search. */
export const INVALID_SEARCH_CATEGORY = 'Invalid benefit category for search';

/** Spec §2 and §8: only medical and dental have a service search (the gateway's search routes are these two). */
export const searchableCategories = ['medical', 'dental'] as const;

export type SearchableCategory = (typeof searchableCategories)[number];

export function isSearchableCategory(category: string): category is SearchableCategory {
  return (searchableCategories as readonly string[]).includes(category);
}

/** The member a page's `suffix` query parameter names (a history row's link carries it), or null. */
export function memberSuffixOf(query: string | null | undefined): number | null {
  return query && /^\d{1,3}$/.test(query) ? Number(query) : null;
}

/** The family member shown: the one with the chosen suffix among those the member may see, else the member themself. */
export function chosenMember<M extends { memberSuffix: number }>(members: readonly M[], suffix: number | null, own: M): M {
  return members.find((m) => m.memberSuffix === suffix) ?? own;
}

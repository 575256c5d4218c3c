import type { EligibilityCategory } from '@schemas/api/account';
import { productCategoryNames, type ProductCategory } from '@schemas/product-categories';

/* Pure spec rules of benefit limits (spec §3 "Limit", §9 limits display order, default tier, tier names). */

/** What the rules read of a limit (GET benefits/limits). Amounts, type and tier may be missing. */
export interface LimitFields {
  productCategory: ProductCategory;
  limitType: string | null;
  networkTier: string | null;
  total: number | null;
  totalMet: number | null;
  totalRemaining: number | null;
}

/** A limit whose amounts are all there. */
export type ValidLimit<L extends LimitFields = LimitFields> = L & { total: number; totalMet: number; totalRemaining: number };

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Spec §3: valid only if total, met and remaining are all present, and met and remaining are not both 0. */
export function isValidLimit<L extends LimitFields>(limit: L): limit is ValidLimit<L> {
  if (!isAmount(limit.total) || !isAmount(limit.totalMet) || !isAmount(limit.totalRemaining)) return false;
  return !(limit.totalMet === 0 && limit.totalRemaining === 0);
}

/** Spec §9: Annual Limit 1, Deductible - In Network 2, others 3, missing 4. */
export function limitDisplayOrder(limitType: string | null | undefined): number {
  const type = limitType?.trim();
  if (!type) return 4;
  if (type === 'Annual Limit') return 1;
  if (type === 'Deductible - In Network') return 2;
  return 3;
}

export type NetworkTier = 'innet' | 'outnet';

/** Spec §9: the default tier is in-network. */
export const DEFAULT_TIER: NetworkTier = 'innet';

/** Spec §9: in-network → innet, out-of-network → outnet; no tier is the default tier; other names pass through. */
export function normaliseTier(tier: string | null | undefined): string {
  const name = tier?.trim().toLowerCase();
  if (!name) return DEFAULT_TIER;
  if (name === 'in-network') return 'innet';
  if (name === 'out-of-network') return 'outnet';
  return name;
}

/**
 * Limits in display order (spec §9); among limits of the same order the default tier comes first. Stable: the
 * gateway's order decides the rest.
 */
export function inDisplayOrder<L extends LimitFields>(limits: readonly L[]): L[] {
  const tierRank = (l: L) => (normaliseTier(l.networkTier) === DEFAULT_TIER ? 0 : 1);
  return [...limits].sort((a, b) => limitDisplayOrder(a.limitType) - limitDisplayOrder(b.limitType) || tierRank(a) - tierRank(b));
}

/** The featured limit of a category (spec §2): its first valid limit in display order, or null. */
export function featuredLimit<L extends LimitFields>(limits: readonly L[], category: ProductCategory): ValidLimit<L> | null {
  return inDisplayOrder(limits.filter((l) => l.productCategory === category)).find(isValidLimit) ?? null;
}

/** The benefits page of a category code (spec §9 codes M, D, V, X; spec §2: dental links to /benefits/dental). */
export function categoryPage(code: ProductCategory): { category: EligibilityCategory; path: string } {
  const category = productCategoryNames[code];
  return { category, path: `/benefits/${category}` };
}

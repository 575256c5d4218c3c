import { pageIds, type PageId } from '@schemas/pages';

/**
 * Route `handle` data naming a page's heading (copy keys in content/en/pages.json), and the benefit categories
 * of spec §2. Pure.
 */

export const benefitCategories = [
  'medical',
  'dental',
  'vision',
  'pharmacy',
  'programs',
  'referrals',
  'handbooks',
  'certificate-of-coverage',
  'medicare-materials',
  'prior-authorization',
  'summary',
] as const;

export type BenefitCategory = (typeof benefitCategories)[number];

export function isBenefitCategory(value: string | undefined): value is BenefitCategory {
  return (benefitCategories as readonly string[]).includes(value ?? '');
}

/**
 * The `handle` of a route: its heading key (or that the heading comes from the `:category` parameter) and the
 * manifest page whose sections it shows.
 */
export interface PageHandle {
  heading: string | 'category' | 'categoryHistory';
  page: PageId;
}

/** The manifest page a route's handle names, or null. */
export function pageOf(handle: unknown): PageId | null {
  if (typeof handle !== 'object' || handle === null || !('page' in handle)) return null;
  return (pageIds as readonly unknown[]).includes(handle.page) ? (handle.page as PageId) : null;
}

/** What to translate for a page's heading: a key, and values for its placeholders (also keys). */
export interface HeadingSpec {
  key: string;
  /** Placeholder name → copy key of its value. */
  values?: Record<string, string>;
}

const categoryKey = (category: string | undefined) =>
  isBenefitCategory(category) ? `pages.benefitCategory.${category}` : 'pages.benefits';

/** The heading of the deepest route with a page handle. */
export function headingSpec(handle: unknown, params: Readonly<Record<string, string | undefined>>): HeadingSpec | null {
  if (typeof handle !== 'object' || handle === null || !('heading' in handle) || typeof handle.heading !== 'string') {
    return null;
  }
  if (handle.heading === 'category') return { key: categoryKey(params.category) };
  if (handle.heading === 'categoryHistory') return { key: 'pages.benefitHistory', values: { category: categoryKey(params.category) } };
  return { key: handle.heading };
}

/**
 * What names a composed page's heading (copy keys in content/en/pages.json), and the benefit categories of
 * spec §2. Pure.
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
 * A composed page's heading: a copy key, or that it comes from the `:category` parameter (`category`, or the
 * category's history: `categoryHistory`).
 */
export type HeadingName = string | 'category' | 'categoryHistory';

/** What to translate for a page's heading: a key, and values for its placeholders (also keys). */
export interface HeadingSpec {
  key: string;
  /** Placeholder name → copy key of its value. */
  values?: Record<string, string>;
}

const categoryKey = (category: string | undefined) =>
  isBenefitCategory(category) ? `pages.benefitCategory.${category}` : 'pages.benefits';

/** What to translate for the heading `heading` with the route's parameters. */
export function headingSpec(heading: HeadingName, params: Readonly<Record<string, string | undefined>>): HeadingSpec {
  if (heading === 'category') return { key: categoryKey(params.category) };
  if (heading === 'categoryHistory') return { key: 'pages.benefitHistory', values: { category: categoryKey(params.category) } };
  return { key: heading };
}

import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;

/** The benefits pages version 6 gives a page of their own; in version 5 their routes showed `benefit-category`. */
const PAGES_FROM_BENEFIT_CATEGORY = [
  'benefits-summary',
  'referrals',
  'handbooks',
  'certificate-of-coverage',
  'prior-authorization',
  'medicare-materials',
] as const;

/**
 * Version 5 → 6: /benefits/summary, referrals, handbooks, certificate-of-coverage, prior-authorization and
 * medicare-materials are pages of their own (each with its own sections) instead of the `benefit-category` page.
 * A layer that composes `benefit-category` gets a copy of its sections for each of them it does not have yet, so
 * every route shows what it showed before; a layer without `pages.benefit-category` is left as it is.
 */
export const migrate5to6: MigrationStep = {
  from: 5,
  to: 6,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 6 };
    const pages = manifest.pages as Record<string, unknown> | undefined;
    const category = pages?.['benefit-category'];
    if (!pages || category === undefined) return next;
    const added = Object.fromEntries(
      PAGES_FROM_BENEFIT_CATEGORY.filter((id) => !(id in pages)).map((id) => [id, structuredClone(category)]),
    );
    next.pages = { ...pages, ...added };
    return next;
  },
};

import { resolveBrandId } from '../../src/engine/brand/resolve-brand';
import type { BrandEntry } from './content-source';

/** The brand an unknown host gets (brand resolution's one default; DEFAULT_BRAND changes it per deployment). */
export const DEFAULT_BRAND_ID = process.env.DEFAULT_BRAND ?? 'main';

/** The id of the brand whose hosts name this request's host, else the default brand's. */
export const brandIdOfHost = (host: string, brands: readonly BrandEntry[]): string => resolveBrandId(host, brands, DEFAULT_BRAND_ID);

/** The brand entry of a request's host; null only when there are no brands at all. */
export function brandOfHost(host: string, brands: readonly BrandEntry[]): BrandEntry | null {
  if (brands.length === 0) return null;
  const id = brandIdOfHost(host, brands);
  return brands.find((brand) => brand.id === id) ?? null;
}

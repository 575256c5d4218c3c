import { isBrandFile, loadBrandFile, type BrandFile } from '../src/manifest/load-brand-manifest';
import type { BrandManifest } from '../src/manifest/manifest-types';

/* The repo's real manifests (resolved: each brand's file over the base) and copy, for component tests. */

const files = import.meta.glob<unknown>('../brands/*.json', { eager: true, import: 'default' });
const defaults = import.meta.glob<Record<string, unknown>>('../content/en/*.json', { eager: true, import: 'default' });
const overrides = import.meta.glob<Record<string, unknown>>('../content/brands/*/*.json', { eager: true, import: 'default' });
const spanish = import.meta.glob<Record<string, unknown>>('../content/es/*.json', { eager: true, import: 'default' });
const spanishOverrides = import.meta.glob<Record<string, unknown>>('../content/brands/*/es/*.json', { eager: true, import: 'default' });

const fileStem = (path: string) => path.split('/').pop()!.replace(/\.json$/, '');
const layers: BrandFile[] = Object.entries(files).map(([path, raw]) => ({ file: path.replace(/^\.\.\//, ''), raw }));
const resolved = new Map<string, BrandManifest>();

/** A brand's resolved manifest, as the gateway serves it. Throws when the brand is missing or does not load. */
export function brandManifest(brandId: string): BrandManifest {
  const cached = resolved.get(brandId);
  if (cached) return structuredClone(cached);
  const own = layers.find((layer) => layer.file === `brands/${brandId}.json`);
  if (!own) throw new Error(`No manifest brands/${brandId}.json`);
  const loaded = loadBrandFile(own, layers);
  if (!loaded.ok) throw new Error(`brands/${brandId}.json does not load: ${JSON.stringify(loaded.problems)}`);
  resolved.set(brandId, loaded.manifest);
  return structuredClone(loaded.manifest);
}

/** The brands of brands/ (every file with a "brand"). */
export const brandIds: readonly string[] = layers
  .filter((layer) => isBrandFile(layer.raw))
  .map((layer) => fileStem(layer.file));

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/**
 * A brand's copy in a language, merged as the gateway merges it: English, the brand's English, then for Spanish the
 * Spanish defaults and the brand's Spanish over them.
 */
export function brandCopy(brandId: string, language: 'en' | 'es' = 'en'): Record<string, unknown> {
  let copy: Record<string, unknown> = {};
  const layers = language === 'es' ? [defaults, overrides, spanish, spanishOverrides] : [defaults, overrides];
  for (const layer of layers) {
    for (const [path, resources] of Object.entries(layer)) {
      if (path.includes('/brands/') && !path.includes(`/brands/${brandId}/`)) continue;
      copy = deepMerge(copy, { [fileStem(path)]: resources });
    }
  }
  return copy;
}

import type { BrandManifest } from '../src/engine/manifest/manifest-types';

/* The repo's real manifests and copy, for component tests (vite's glob import reads them at test time). */

const manifests = import.meta.glob<BrandManifest>('../brands/*.json', { eager: true, import: 'default' });
const defaults = import.meta.glob<Record<string, unknown>>('../content/en/*.json', { eager: true, import: 'default' });
const overrides = import.meta.glob<Record<string, unknown>>('../content/brands/*/*.json', { eager: true, import: 'default' });

const fileStem = (path: string) => path.split('/').pop()!.replace(/\.json$/, '');

export function brandManifest(brandId: string): BrandManifest {
  const manifest = manifests[`../brands/${brandId}.json`];
  if (!manifest) throw new Error(`No manifest brands/${brandId}.json`);
  return manifest;
}

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

export function brandCopy(brandId: string): Record<string, unknown> {
  let copy: Record<string, unknown> = {};
  for (const [path, resources] of Object.entries(defaults)) copy[fileStem(path)] = resources;
  for (const [path, resources] of Object.entries(overrides)) {
    if (!path.includes(`/brands/${brandId}/`)) continue;
    copy = deepMerge(copy, { [fileStem(path)]: resources });
  }
  return copy;
}

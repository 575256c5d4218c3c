import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandContent, JsonObject } from './content-types';
import type { ContentBasis } from './resolve';

/* Tests only: the repository's base, English defaults and brands' content, read as the store seeds them. */

const root = join(__dirname, '../../..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as JsonObject;
const jsonFiles = (...path: string[]) => {
  try {
    return readdirSync(join(root, ...path)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
};

export const repoBasis: ContentBasis = {
  base: readJson('brands', 'base.json'),
  defaults: Object.fromEntries(jsonFiles('content', 'en').map((f) => [f.replace(/\.json$/, ''), readJson('content', 'en', f)])),
};

export const brandIds = jsonFiles('brands').filter((f) => f !== 'base.json').map((f) => f.replace(/\.json$/, ''));

/** A brand's content as the repository holds it (`brands/<brand>.json`, `content/brands/<brand>/*.json`). */
export function repoContent(brand: string): BrandContent {
  const copy = Object.fromEntries(jsonFiles('content', 'brands', brand).map((f) => [f.replace(/\.json$/, ''), readJson('content', 'brands', brand, f)]));
  return { manifest: readJson('brands', `${brand}.json`), copy };
}

type Section = JsonObject & { id: string };
/** The home tiles of a resolved manifest (a test's shortcut). */
export const homeTiles = (manifest: JsonObject) => ((manifest.pages as JsonObject).home as { sections: Section[] }).sections;

import { readFileSync, readdirSync } from 'node:fs';
import { applyOverlay } from '../src/engine/manifest/overlay';

/* Node-side tests: the brands' files laid over their base, unvalidated (what a schema or a checker sees). */

const brandsDir = new URL('../brands/', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, brandsDir), 'utf8')) as Record<string, unknown>;

/** The file names of the brands (brands/*.json with a "brand"; brands/base.json is not one). */
export const brandFileNames: string[] = readdirSync(brandsDir).filter((f) => f.endsWith('.json') && 'brand' in readJson(f));

/** A brand's file laid over the base it extends, not validated; tests may change it freely. */
export function resolvedBrandFile(file: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit it freely
  const { extends: base, ...own } = readJson(file);
  return applyOverlay(readJson(`${String(base)}.json`), own).value as Record<string, unknown>;
}

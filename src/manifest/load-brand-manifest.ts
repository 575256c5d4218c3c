import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import { migrateManifest } from '../../migrations/index';
import { loadLayeredManifest, loadManifest, type LoadManifestResult, type ManifestKind, type ManifestLayer } from '../engine/manifest/load';
import { problemsFromErrors } from '../engine/manifest/problems';
import { validateManifest } from './generated/validators.js';
import type { BrandManifest } from './manifest-types';
import { semanticProblems } from './semantic-checks';
import { manifestVocabulary } from './vocabulary';

/** The brand manifest as the engine loads it: its version, migrations, schema and semantic checks. */
export const brandManifestKind: ManifestKind<BrandManifest> = {
  currentVersion: CURRENT_SCHEMA_VERSION,
  migrate: migrateManifest,
  validate: (value) => (validateManifest(value) ? [] : problemsFromErrors(validateManifest.errors, 'The manifest', value, manifestVocabulary)),
  check: semanticProblems,
};

/** A whole brand manifest (the gateway's resolved one, or a test's): version, migrations, schema, checks. */
export function loadBrandManifest(raw: unknown): LoadManifestResult<BrandManifest> {
  return loadManifest(brandManifestKind, raw);
}

/** A file of brands/ (or a test fixture of the same shape): its path and parsed JSON. */
export type BrandFile = ManifestLayer;

const stem = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

/** A brand's own file has a "brand"; any other manifest file (brands/base.json) is a base that brands extend. */
export function isBrandFile(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'brand' in raw;
}

/**
 * A brand's resolved manifest: its file laid over the base it `"extends"` (found by file name among `files`),
 * then loaded as a whole. Problems name the file and pointer to fix.
 */
export function loadBrandFile(brand: BrandFile, files: readonly BrandFile[]): LoadManifestResult<BrandManifest> {
  return loadLayeredManifest(brandManifestKind, brand, (name) => files.find((f) => stem(f.file) === name));
}

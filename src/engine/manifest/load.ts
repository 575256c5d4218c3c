import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import { migrateManifest } from '../../../migrations/index';
import { validateManifest } from '../generated/validators.js';
import type { BrandManifest } from './manifest-types';
import { hasErrors, problemsFromErrors, type Problem } from './problems';
import { semanticProblems } from './semantic-checks';

export type LoadManifestResult =
  | { ok: true; manifest: BrandManifest; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

/**
 * Loads a brand manifest: checks its `schemaVersion` (a newer one is refused), migrates it up to the current
 * version, validates it with the generated standalone validator, then runs the checks the schema cannot do.
 * Browser-safe and pure (no full ajv, no node modules); never throws; never changes `raw`.
 */
export function loadManifest(raw: unknown): LoadManifestResult {
  const fail = (problem: Problem): LoadManifestResult => ({ ok: false, problems: [problem] });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail(error('', 'The manifest should be a JSON object ({ ... }).'));
  }
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (version === undefined) {
    return fail(error('', '"schemaVersion" is missing.', `Add "schemaVersion": ${CURRENT_SCHEMA_VERSION} at the top of the manifest.`));
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(error('/schemaVersion', `"schemaVersion" should be a whole number of 1 or more, such as ${CURRENT_SCHEMA_VERSION}.`));
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return fail(
      error(
        '/schemaVersion',
        `This manifest is schemaVersion ${version}, but this app understands up to ${CURRENT_SCHEMA_VERSION}. ` +
          `Update the app, or use a manifest of version ${CURRENT_SCHEMA_VERSION} or lower.`,
      ),
    );
  }

  let migrated: unknown;
  try {
    migrated = migrateManifest(raw, CURRENT_SCHEMA_VERSION);
  } catch (e) {
    return fail(error('/schemaVersion', `This manifest could not be upgraded from schemaVersion ${version}: ${(e as Error).message}`));
  }

  const schemaProblems = validateManifest(migrated) ? [] : problemsFromErrors(validateManifest.errors, 'The manifest', migrated);
  if (hasErrors(schemaProblems)) return { ok: false, problems: schemaProblems };

  const manifest = migrated as BrandManifest;
  const problems = [...schemaProblems, ...semanticProblems(manifest)];
  if (hasErrors(problems)) return { ok: false, problems };
  return { ok: true, manifest, warnings: problems };
}

const error = (pointer: string, message: string, hint?: string): Problem =>
  hint === undefined ? { severity: 'error', pointer, message } : { severity: 'error', pointer, message, hint };

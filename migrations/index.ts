import { migrate1to2 } from './1-to-2';
import { migrate2to3 } from './2-to-3';
import { migrate3to4 } from './3-to-4';
import { migrate4to5 } from './4-to-5';
import { migrate5to6 } from './5-to-6';
import { migrate6to7 } from './6-to-7';
import { migrate7to8 } from './7-to-8';
import type { MigrationStep } from './migration-types';

export type { MigrationStep };

/** Every migration step, oldest first; step n goes from version n to n + 1. */
export const migrationSteps: readonly MigrationStep[] = [migrate1to2, migrate2to3, migrate3to4, migrate4to5, migrate5to6, migrate6to7, migrate7to8];

/**
 * Runs the steps from the manifest's `schemaVersion` up to `toVersion`. Pure: the argument is never changed,
 * and a manifest already at `toVersion` comes back as is. Throws when no path of steps exists.
 */
export function migrateManifest(raw: unknown, toVersion: number): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('A manifest must be a JSON object.');
  let manifest = raw as { schemaVersion?: unknown };
  const start = manifest.schemaVersion;
  if (typeof start !== 'number' || !Number.isInteger(start)) throw new Error('The manifest has no whole-number schemaVersion.');
  let version: number = start;
  if (version > toVersion) throw new Error(`Cannot migrate schemaVersion ${version} down to ${toVersion}.`);
  while (version < toVersion) {
    const step = migrationSteps.find((s) => s.from === version);
    if (!step) throw new Error(`There is no migration from schemaVersion ${version}.`);
    manifest = step.migrate(manifest);
    version = step.to;
  }
  return manifest;
}

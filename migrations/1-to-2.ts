import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object with one key renamed in place (key order kept, so a migrated file diffs cleanly). */
function renameKey(value: unknown, from: string, to: string): unknown {
  if (!isRecord(value) || !(from in value) || to in value) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key === from ? to : key, v]));
}

/**
 * Version 1 → 2: a home tile names its widget with `widget` (was `type`, which read like the alert `type`), and
 * the brand's domain identifier is `brand.domainId` (was `brand.domain`, which read like a host name).
 */
export const migrate1to2: MigrationStep = {
  from: 1,
  to: 2,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 2 };
    if (isRecord(manifest.brand)) next.brand = renameKey(manifest.brand, 'domain', 'domainId');
    if (isRecord(manifest.home) && Array.isArray(manifest.home.tiles)) {
      next.home = { ...manifest.home, tiles: manifest.home.tiles.map((tile) => renameKey(tile, 'type', 'widget')) };
    }
    return next;
  },
};

import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;

/** What version 6 behaved as, frozen here (version 7's base names it in `session`): 15 minutes, a 2-minute warning. */
const V6_SESSION = { idleMinutes: 15, warningMinutes: 2 } as const;

/**
 * Version 6 → 7: a manifest says when an inactive member is signed out (`session`, issue 30). A manifest of its own
 * (no "extends": a base, or a standalone manifest) without one gets the default; a layer that extends another leaves
 * it to that base, so a later change of the base's default reaches it.
 */
export const migrate6to7: MigrationStep = {
  from: 6,
  to: 7,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 7 };
    if (manifest.extends === undefined && manifest.session === undefined) next.session = { ...V6_SESSION };
    return next;
  },
};

import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The domains whose behaviour version 3's code chose by domain id (frozen here: version 4 names it in the
 * manifest): 2 the regional Medicare plan, 5 the partner plan.
 */
function v3Behaviour(domainId: unknown): Json {
  return {
    staffSignInGoesToLoginAs: domainId === 2 || domainId === 5,
    policiesOnlySignInFlow: domainId === 5,
    extendedCommunicationPolicy: domainId === 2,
  };
}

/**
 * Version 3 → 4: three feature switches name what version 3 chose by domain id (the sign-in flow variants and
 * the extended communications policy), with the values that domain behaved as. A layer (a base, or a brand file)
 * with features gets all three; a brand file without features gets only the switches its domain turned on.
 */
export const migrate3to4: MigrationStep = {
  from: 3,
  to: 4,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 4 };
    const behaviour = v3Behaviour(isRecord(manifest.brand) ? manifest.brand.domainId : undefined);
    if (isRecord(manifest.features)) next.features = { ...behaviour, ...manifest.features };
    else {
      const on = Object.fromEntries(Object.entries(behaviour).filter(([, value]) => value === true));
      if (Object.keys(on).length > 0) next.features = on;
    }
    return next;
  },
};

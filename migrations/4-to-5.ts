import type { MigrationStep } from './migration-types';

type Json = Record<string, unknown>;

/** Version 4's one address a form is posted to (frozen here: version 5 checks its host among the form hosts). */
const FORM_ADDRESS_KEY = 'ebillUrl';

/** The host of every https address in `value`, by purpose: the eBill address is a form's, any other a link's. */
function hostsUsed(value: unknown, purpose: 'links' | 'forms', found: { links: Set<string>; forms: Set<string> }) {
  if (typeof value === 'string' && value.startsWith('https://')) found[purpose].add(value.slice(8).split(/[/?#]/)[0]!);
  else if (Array.isArray(value)) value.forEach((v) => hostsUsed(v, purpose, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) hostsUsed(v, key === FORM_ADDRESS_KEY ? 'forms' : purpose, found);
  }
  return found;
}

/**
 * Version 4 → 5: a manifest declares the hosts of its https addresses in `externalHosts` (version 5 refuses an
 * undeclared one, and the page's security policy lets forms go only to the declared form hosts). A layer with https
 * addresses and no `externalHosts` gets the hosts it already uses, so it keeps working as it did; a layer without
 * any is left as it is.
 */
export const migrate4to5: MigrationStep = {
  from: 4,
  to: 5,
  migrate(manifest: Json): Json {
    const next: Json = { ...manifest, schemaVersion: 5 };
    if ('externalHosts' in manifest) return next;
    const { links, forms } = hostsUsed(manifest, 'links', { links: new Set(), forms: new Set() });
    const declared = Object.fromEntries(
      Object.entries({ links: [...links], forms: [...forms] }).filter(([, hosts]) => hosts.length > 0),
    );
    if (Object.keys(declared).length > 0) next.externalHosts = declared;
    return next;
  },
};

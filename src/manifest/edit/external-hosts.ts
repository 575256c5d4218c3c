import { externalHostsSchema } from '@schemas/brand-manifest.schema';
import type { ChangeLine } from './content-types';
import { isRecord } from './json-values';

/*
 * The other sites a brand may send members to (`externalHosts`) limit what its content may link to, yet they are
 * content too: adding one is a publisher's change (gateway/store/external-host-rule.ts), and the review says so.
 */

export type HostPurpose = keyof typeof externalHostsSchema.properties;
const purposes = Object.keys(externalHostsSchema.properties) as HostPurpose[];

export interface AddedHost {
  host: string;
  purpose: HostPurpose;
}

function hostsOf(manifest: unknown, purpose: HostPurpose): string[] {
  const hosts = isRecord(manifest) && isRecord(manifest.externalHosts) ? manifest.externalHosts[purpose] : undefined;
  return Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === 'string') : [];
}

/**
 * The hosts `after` declares (as a link's or a form's) that `before` does not (nor any of them, given a list), in
 * `after`'s order. Any manifest-like value: a draft may not be valid. Pure.
 */
export function addedExternalHosts(before: unknown, after: unknown): AddedHost[] {
  const befores: unknown[] = Array.isArray(before) ? before : [before];
  return purposes.flatMap((purpose) => {
    const had = new Set(befores.flatMap((manifest) => hostsOf(manifest, purpose)));
    return [...new Set(hostsOf(after, purpose))].filter((host) => !had.has(host)).map((host) => ({ host, purpose }));
  });
}

/** The review's line for each added host: a publisher reads them before the other changes. */
export function externalHostLines(added: readonly AddedHost[]): ChangeLine[] {
  return added.map(({ host, purpose }) => ({
    kind: 'added',
    path: `/externalHosts/${purpose}`,
    text: purpose === 'forms' ? `new external host ${host} (forms are posted to it)` : `new external host ${host}`,
  }));
}

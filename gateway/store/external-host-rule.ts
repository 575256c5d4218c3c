import type { AddedHost } from '../../src/manifest/edit/external-hosts';
import { roleIncludes, type StudioRole } from '../studio/accounts';
import type { Refusal } from './workflow-rules';

/*
 * `externalHosts` is the allowlist of the sites a brand's links and forms may go to, and it is editable content: were
 * an editor free to add a host, the list would limit nothing but what the reviewer notices. So adding one is a
 * publisher's change (and the review flags it: external-hosts.ts). Pure.
 */

/** The least role that may add an external host. */
export const addsHostRole: StudioRole = 'publisher';

/** A change adding hosts, by someone below a publisher: 403, naming the hosts. */
export function externalHostRefusal(role: StudioRole, added: readonly AddedHost[]): Refusal | null {
  if (added.length === 0 || roleIncludes(role, addsHostRole)) return null;
  const hosts = [...new Set(added.map((a) => a.host))];
  return {
    status: 403,
    reason: 'external_host',
    message: `Only a publisher can add ${hosts.length === 1 ? 'an external host' : 'external hosts'}: ${hosts.join(', ')}.`,
  };
}

import type { FromSchema } from 'json-schema-to-ts';
import type { pcpHistoryEntrySchema } from '../../schemas/api/pcp';
import { currentDemoScope } from '../shared/demo-scope';
import type { PastPcp, PcpSelection, SeedFamily } from './personas/types';

/*
 * Primary care selections made in a demo scope (POST pcp/select), over the seeded ones: what pcp/members answers
 * after a selection, until `POST /api/__demo/reset`. Each member's selections in the order they were made.
 */

export type PcpHistoryEntry = FromSchema<typeof pcpHistoryEntrySchema>;
/** demo scope → member key → the selections made there, oldest first. */
export type PcpChanges = Map<string, Map<string, PcpSelection[]>>;

export const REPLACED_REASON = 'Member selected a new primary care provider';
const MAX_SCOPES = 1_000;

const dayBefore = (isoDate: string): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function selectionsOf(changes: PcpChanges, family: SeedFamily, memberKey: string): PcpSelection[] {
  const seeded = family.pcp.selections.find((s) => s.memberKey === memberKey);
  const made = changes.get(currentDemoScope())?.get(memberKey) ?? [];
  return seeded ? [seeded, ...made] : made;
}

/** The member's provider now: the last selection made in this scope, else the seeded one, else null. */
export function currentPcpOf(changes: PcpChanges, family: SeedFamily, memberKey: string): PcpSelection | null {
  return selectionsOf(changes, family, memberKey).at(-1) ?? null;
}

const entryOf = (pcp: PcpSelection, endDate: string | null, reason: string | null): PcpHistoryEntry => ({
  providerId: pcp.providerId,
  providerName: pcp.providerName,
  providerTitle: pcp.providerTitle,
  memberKey: pcp.memberKey,
  beginDate: pcp.beginDate,
  endDate,
  pcpSelected: pcp.pcpSelected ?? true,
  pcpTerminationReason: reason,
  locations: pcp.locations,
});

/**
 * The member's providers, newest first: the current one (no end date), each one a later selection replaced (ended the
 * day before the next began, never before it began), and the seeded past ones.
 */
export function pcpHistoryOf(changes: PcpChanges, family: SeedFamily, memberKey: string): PcpHistoryEntry[] {
  const chain = selectionsOf(changes, family, memberKey);
  const fromChain = chain.map((pcp, index) => {
    const next = chain[index + 1];
    if (!next) return entryOf(pcp, null, null);
    const end = dayBefore(next.beginDate);
    return entryOf(pcp, end < pcp.beginDate ? pcp.beginDate : end, REPLACED_REASON);
  });
  const past = (family.pcp.history ?? []).filter((p: PastPcp) => p.memberKey === memberKey).map((p) => entryOf(p, p.endDate, p.pcpTerminationReason));
  return [...fromChain, ...past].sort((a, b) => b.beginDate.localeCompare(a.beginDate));
}

/** Records a selection in the current demo scope. */
export function recordPcpSelection(changes: PcpChanges, selection: PcpSelection): void {
  const scope = currentDemoScope();
  let byMember = changes.get(scope);
  if (!byMember) {
    if (changes.size >= MAX_SCOPES) changes.delete(changes.keys().next().value as string);
    byMember = new Map();
    changes.set(scope, byMember);
  }
  byMember.set(selection.memberKey, [...(byMember.get(selection.memberKey) ?? []), selection]);
}

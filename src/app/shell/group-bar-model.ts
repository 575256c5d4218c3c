import { formatUsDate } from '../../ui/format';

/* The group bar's rules (spec §2): shown only with more than one group; names the current group and its dates. */

export interface GroupSummary {
  groupId: string;
  groupName: string;
  planEffectiveDate: string;
  planTerminationDate: string | null;
}

export function showsGroupBar(groups: readonly GroupSummary[] | undefined): boolean {
  return (groups?.length ?? 0) > 1;
}

/** The group the member is signed in to (by the `group.id` fact), else the first one. */
export function currentGroup(groups: readonly GroupSummary[], groupId: string | null): GroupSummary | null {
  return groups.find((g) => g.groupId === groupId) ?? groups[0] ?? null;
}

/** The date range of a group plan, formatted; `to` is null while the plan has no end date. */
export function groupDateRange(group: GroupSummary): { from: string; to: string | null } {
  return {
    from: formatUsDate(group.planEffectiveDate),
    to: group.planTerminationDate ? formatUsDate(group.planTerminationDate) : null,
  };
}

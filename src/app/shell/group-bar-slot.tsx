import { lazy, Suspense } from 'react';
import type { Facts } from '../../manifest/rule-types';
import { useMemberSummary } from '../../member/member-summary';
import { showsGroupBar } from './group-bar-model';

/** What the group bar shows: the member's groups, or that they could not be read. */
export type MemberSummary = NonNullable<ReturnType<typeof useMemberSummary>>;

const GroupBar = lazy(() => import('./GroupBar').then(({ GroupBar }) => ({ default: GroupBar })));

/**
 * Where the group bar goes: it shows only for a member of more than one group, or when the groups cannot be read
 * (group-bar-model.ts), so its code loads only then.
 */
export function GroupBarSlot({ facts }: { facts: Facts | null }) {
  const summary = useMemberSummary();
  if (!summary || !('failed' in summary || showsGroupBar(summary.groups))) return null;
  return (
    <Suspense fallback={null}>
      <GroupBar facts={facts} summary={summary} />
    </Suspense>
  );
}

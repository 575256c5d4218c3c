import { useQuery } from '@tanstack/react-query';
import { groupsQuery } from './queries';
import { useSession } from './session';

export interface MemberSummary {
  groups: { groupId: string; groupName: string; planEffectiveDate: string; planTerminationDate: string | null }[];
}

/** The member's groups for the group bar ('Change group' shows with more than one). */
export function useMemberSummary(): MemberSummary | null {
  const session = useSession();
  const groups = useQuery({ ...groupsQuery, enabled: session.isAuthenticated });
  return groups.data ? { groups: groups.data } : null;
}

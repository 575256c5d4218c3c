import { useQuery } from '@tanstack/react-query';
import { groupsQuery } from './queries';
import { useSession } from './session';

export interface MemberSummary {
  groups: { groupId: string; groupName: string; planEffectiveDate: string; planTerminationDate: string | null }[];
}

/** The groups call failed: whether the member has another group is not known; it can be asked again. */
export interface MemberSummaryFailure {
  failed: true;
  retry: () => void;
  retrying: boolean;
}

/** The member's groups for the group bar ('Change group' shows with more than one); null while they load. */
export function useMemberSummary(): MemberSummary | MemberSummaryFailure | null {
  const session = useSession();
  const groups = useQuery({ ...groupsQuery, enabled: session.isAuthenticated });
  if (groups.data) return { groups: groups.data };
  if (groups.isError) return { failed: true, retry: () => void groups.refetch(), retrying: groups.isFetching };
  return null;
}

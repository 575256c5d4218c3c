import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { getGroups } from '../../../api/gateway-calls';
import { useBrand } from '../../../manifest/brand-context';
import { memberKeys } from '../../../member/queries';
import { getSession } from '../../../member/session';
import { useContinueRouting } from '../continue-routing';
import type { GroupSelectionRequest, LoginAsRequest } from './api-types';
import { setNoCrmNavigation } from './crm-navigation';
import { groupChoice } from './rules';
import { useDropSessionState } from './session-reset';

/* The calls of group selection, select-group and login-as (spec §7), and the steps that follow them (spec §4). */

export const groupKeys = {
  groups: memberKeys.groups,
  individual: ['groups', 'individual'] as const,
  detail: (groupId: string) => ['group-detail', groupId] as const,
};

export const postGroupSelection = (request: GroupSelectionRequest, token: string | null) =>
  apiRequest('group-selection', { method: 'POST', body: request, token, response: 'token' });
export const getIndividualGroups = () => apiRequest('groups/individual', { response: 'groups' });
export const getGroupDetail = (groupId: string) =>
  apiRequest(`group-detail?groupId=${encodeURIComponent(groupId)}`, { response: 'groupDetail' });
export const postLoginAs = (request: LoginAsRequest, token: string | null) =>
  apiRequest('login-as', { method: 'POST', body: request, token, response: 'token' });

/** The groups of the temporary token; a failure goes to the error page (unlike the member facts' groups call). */
export const tokenGroupsQuery = queryOptions({ queryKey: groupKeys.groups, queryFn: getGroups });
export const individualGroupsQuery = queryOptions({ queryKey: groupKeys.individual, queryFn: getIndividualGroups });
export const groupDetailQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.detail(groupId), queryFn: () => getGroupDetail(groupId) });

/** /group-selection: the groups of the temporary token. */
export function useTokenGroups() {
  return useQuery(tokenGroupsQuery);
}

/** /select-group: the signed-in member's groups. */
export function useIndividualGroups() {
  return useQuery(individualGroupsQuery);
}

/** One group-detail call per group, in parallel; `details` is set once every one has answered. */
export function useGroupDetails(groupIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: groupIds.map((groupId) => ({ ...groupDetailQuery(groupId), enabled })),
    combine: (results) => ({
      details: results.every((r) => r.isSuccess) ? new Map(groupIds.map((id, i) => [id, results[i]!.data!])) : null,
    }),
  });
}

/** /group-selection: the tied group routes on; another is switched to first (spec §4). */
export function useChooseGroup() {
  const continueRouting = useContinueRouting();
  const { brand } = useBrand();
  return useMutation({
    mutationFn: async (groupId: string) => {
      const { temporaryToken, temporaryClaims } = getSession();
      if (groupChoice(groupId, temporaryClaims) === 'routeOn' && temporaryToken) {
        await continueRouting(temporaryToken, { progress: { groupChosen: true } });
        return;
      }
      const response = await postGroupSelection({ groupId, domain: brand.domainId }, temporaryToken);
      await continueRouting(response.token, { redirect: response.redirect ?? null, progress: { groupChosen: true } });
    },
  });
}

/** /select-group: log the old session state out, switch group, route on (spec §4). */
export function useSwitchGroup() {
  const continueRouting = useContinueRouting();
  const dropSessionState = useDropSessionState();
  const { brand } = useBrand();
  return useMutation({
    mutationFn: async (groupId: string) => {
      const { token } = getSession();
      await dropSessionState();
      const response = await postGroupSelection({ groupId, domain: brand.domainId }, token);
      await continueRouting(response.token, { redirect: response.redirect ?? null, progress: { groupChosen: true } });
    },
  });
}

export interface LoginAsInput {
  payload: LoginAsRequest;
  preventCrmNavigation: boolean;
}

/** Login-as success (spec §4): log out the existing state, set the no-CRM-navigation flag, route on. */
export function useLoginAs() {
  const continueRouting = useContinueRouting();
  const dropSessionState = useDropSessionState();
  return useMutation({
    mutationFn: async ({ payload, preventCrmNavigation }: LoginAsInput) => {
      const { token, temporaryToken } = getSession();
      const response = await postLoginAs(payload, token ?? temporaryToken);
      await dropSessionState();
      setNoCrmNavigation(preventCrmNavigation);
      await continueRouting(response.token, { redirect: response.redirect ?? null, newSignIn: true });
    },
  });
}

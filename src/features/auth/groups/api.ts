import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../api/call-query';
import { callApi } from '../../../api/client';
import { getGroupDetail, getIndividualGroups, postGroupSelection, postLoginAs } from '../../../api/generated/endpoints/session';
import { getGroups } from '../../../api/generated/endpoints/member';
import { useBrand } from '../../../manifest/brand-context';
import { memberKeys } from '../../../member/queries';
import { getSession } from '../../../member/session';
import { useContinueRouting } from '../continue-routing';
import type { GroupSelectionRequest, LoginAsRequest } from './api-types';
import { setNoCrmNavigation } from './crm-navigation';
import { groupChoice } from './rules';
import { useDropSessionState } from './session-reset';

/* The calls of group selection, select-group and login-as (spec §7), and the steps that follow them (spec §4). */

const selectGroup = (request: GroupSelectionRequest, token: string | null) => callApi(postGroupSelection, { body: request, token });
const loginAs = (request: LoginAsRequest, token: string | null) => callApi(postLoginAs, { body: request, token });

/** The groups of the temporary token; a failure goes to the error page (unlike the member facts' groups call). */
export const tokenGroupsQuery = queryOptions({ ...callQuery(getGroups, { failure: 'global' }), queryKey: memberKeys.groups });
export const individualGroupsQuery = queryOptions(callQuery(getIndividualGroups));
export const groupDetailQuery = (groupId: string) => queryOptions(callQuery(getGroupDetail, { query: { groupId } }));

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
      const response = await selectGroup({ groupId, domain: brand.domainId }, temporaryToken);
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
      const response = await selectGroup({ groupId, domain: brand.domainId }, token);
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
      const response = await loginAs(payload, token ?? temporaryToken);
      await dropSessionState();
      setNoCrmNavigation(preventCrmNavigation);
      await continueRouting(response.token, { redirect: response.redirect ?? null, newSignIn: true });
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { getAccount, getGroups } from '../../api/generated/endpoints/member';
import type { AccountResponse, GroupsResponse } from '../../api/response-types';
import { accountQuery, groupsQuery } from '../../member/queries';
import { decodeTokenClaims } from '../../member/token-claims';
import { getPreferences, getRelevantPreferences } from '../../member/preferences-api';
import { getRegistrationPolicies, getSsoTransfer } from './onboarding/api';
import { routeAfterLogin, type PostLoginStep, type RoutingProgress, type SignInFlow } from './route-after-login';

/*
 * Where a token leads (spec §4 post-login routing), with everything it reads. Its own chunk: the login page's
 * first load does without it; the browser fetches it once idle (src/app/preload-home.ts), before a member signs in.
 */

/** What routing read that the signed-in pages read again: kept, so /home does not ask twice. */
export interface MemberReads {
  account: AccountResponse;
  groups: GroupsResponse;
}

/**
 * Works out where a token leads (spec §4 post-login routing). Everything the rules read is fetched at once with
 * that token (it is not stored yet); a redirect to another host needs nothing from this one.
 */
export async function resolveLogin(
  token: string,
  redirect: string | null,
  signInFlow: SignInFlow,
  progress: RoutingProgress,
  onRead: (read: MemberReads) => void = () => undefined,
): Promise<PostLoginStep> {
  const claims = decodeTokenClaims(token);
  if (!claims) throw new Error('The gateway answered with an unreadable token.');
  if (redirect) return { kind: 'externalRedirect', url: redirect };
  const [account, groups, relevant, current, policies, ssoTransfer] = await Promise.all([
    callApi(getAccount, { token }),
    callApi(getGroups, { token }),
    getRelevantPreferences(token),
    getPreferences(token),
    signInFlow.policiesOnlySignInFlow ? getRegistrationPolicies(token) : null,
    getSsoTransfer(token),
  ]);
  onRead({ account, groups });
  return routeAfterLogin({
    signInFlow,
    claims,
    redirect,
    progress,
    account,
    groups,
    preferences: { relevant, current },
    policies,
    ssoTransfer,
  });
}

/** The account and groups a full session's routing read are the member's: the cache starts with them. */
export function seedMemberCache(queryClient: QueryClient, read: MemberReads): void {
  queryClient.setQueryData(accountQuery.queryKey, read.account);
  queryClient.setQueryData(groupsQuery.queryKey, read.groups);
}

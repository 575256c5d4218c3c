import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../api/client';
import type { AccountResponse, GroupsResponse } from '../../api/response-types';
import { useClock } from '../../engine/clock';
import { useBrand } from '../../manifest/brand-context';
import { accountQuery, groupsQuery } from '../../member/queries';
import { startSession, startTemporarySession, useSession } from '../../member/session';
import { decodeTokenClaims } from '../../member/token-claims';
import { getPreferences, getRegistrationPolicies, getRelevantPreferences, getSsoTransfer } from './onboarding/api';
import { clearRoutingProgress, readRoutingProgress, saveRoutingProgress } from './routing-progress';
import { routeAfterLogin, routeWithoutToken, type PostLoginStep, type RoutingProgress, type SignInFlow } from './rules';
import { postToSingleSignOn } from './sso-form-post';

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
    apiRequest<AccountResponse>('account', { token }),
    apiRequest<GroupsResponse>('groups', { token }),
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

export interface ContinueOptions {
  /** The token response's redirect URL (spec §7 POST token). */
  redirect?: string | null;
  /** A step just done, added to those already done in this tab. */
  progress?: RoutingProgress;
  /** A new sign-in (POST token, log-in-as) starts with no steps done. */
  newSignIn?: boolean;
}

/**
 * "Continue routing": resolves the token, stores it as a temporary or a session token (or posts it to the
 * sales-force single sign-on, or leaves for another host), then navigates. The login page calls it after POST
 * token; each onboarding page calls it again after its step, with the token the gateway answered.
 */
export function useContinueRouting() {
  const queryClient = useQueryClient();
  const clock = useClock();
  const navigate = useNavigate();
  const { features } = useBrand();
  const { isAuthenticated } = useSession();
  return useCallback(
    async (token: string | null, options: ContinueOptions = {}) => {
      if (!token) {
        await navigate(routeWithoutToken(isAuthenticated), { replace: true });
        return;
      }
      if (options.newSignIn) clearRoutingProgress();
      const progress = { ...readRoutingProgress(), ...options.progress };
      let read: MemberReads | null = null;
      const signInFlow = { staffSignInGoesToLoginAs: features.staffSignInGoesToLoginAs, policiesOnlySignInFlow: features.policiesOnlySignInFlow };
      const step = await resolveLogin(token, options.redirect ?? null, signInFlow, progress, (r) => {
        read = r;
      });
      queryClient.clear();
      if (step.kind === 'session' && read) seedMemberCache(queryClient, read);
      if (step.kind === 'temporary') saveRoutingProgress(progress);
      else clearRoutingProgress();
      switch (step.kind) {
        case 'externalRedirect':
          window.location.assign(step.url);
          return;
        case 'ssoTransfer':
          postToSingleSignOn(document, { address: step.address, token, testEnvironment: step.testEnvironment });
          return;
        case 'temporary':
          startTemporarySession(token, clock());
          break;
        case 'session':
          startSession(token, clock());
          break;
      }
      await navigate(step.to, { replace: true });
    },
    [queryClient, clock, navigate, features, isAuthenticated],
  );
}

/** The account and groups a full session's routing read are the member's: the cache starts with them. */
function seedMemberCache(queryClient: QueryClient, read: MemberReads): void {
  queryClient.setQueryData(accountQuery.queryKey, read.account);
  queryClient.setQueryData(groupsQuery.queryKey, read.groups);
}

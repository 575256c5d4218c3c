import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { postToken } from '../../api/gateway-calls';
import type { AccountResponse, GroupsResponse } from '../../api/response-types';
import { useClock } from '../../engine/clock';
import { startSession, startTemporarySession } from '../../member/session';
import { decodeTokenClaims } from '../../member/token-claims';
import { routeAfterLogin, type LoginForm, type PostLoginStep } from './rules';

/**
 * Sign-in: POST token, then (with that token) the account and groups in parallel, then the routing of spec §4.
 * Errors are the login page's to show (the token URL is exempt from global handling, spec §8).
 */
export function useSignIn(domainId: number) {
  const queryClient = useQueryClient();
  const clock = useClock();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (form: LoginForm): Promise<PostLoginStep> => {
      const response = await postToken({ username: form.username.trim(), password: form.password, domainId });
      const claims = decodeTokenClaims(response.token);
      if (!claims) throw new Error('The gateway answered with an unreadable token.');
      const [account, groups] = await Promise.all([
        apiRequest<AccountResponse>('account', { token: response.token }),
        apiRequest<GroupsResponse>('groups', { token: response.token }),
      ]);
      const step = routeAfterLogin({ domainId, claims, redirect: response.redirect ?? null, account, groups });
      queryClient.clear();
      if (step.kind === 'session') startSession(response.token, clock());
      if (step.kind === 'temporary') startTemporarySession(response.token, clock());
      return step;
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../api/client';
import type { AccountResponse, GroupsResponse } from '../../api/response-types';
import { useClock } from '../../engine/clock';
import { useBrand } from '../../engine/manifest/brand-context';
import { startSession, startTemporarySession } from '../../member/session';
import { decodeTokenClaims } from '../../member/token-claims';
import { routeAfterLogin, type PostLoginStep, type RoutingProgress } from './rules';

/**
 * Works out where a token leads (spec §4 post-login routing) and goes there: reads what the routing needs with
 * that token, stores it as a temporary or a session token, then navigates (or leaves for another host).
 * The login page calls it after POST token; onboarding pages call it again after each step ("continue routing").
 */
export async function resolveLogin(
  token: string,
  redirect: string | null,
  domainId: number,
  progress: RoutingProgress,
): Promise<{ step: PostLoginStep; token: string }> {
  const claims = decodeTokenClaims(token);
  if (!claims) throw new Error('The gateway answered with an unreadable token.');
  const [account, groups] = await Promise.all([
    apiRequest<AccountResponse>('account', { token }),
    apiRequest<GroupsResponse>('groups', { token }),
  ]);
  return { step: routeAfterLogin({ domainId, claims, redirect, account, groups, progress }), token };
}

export function useContinueRouting() {
  const queryClient = useQueryClient();
  const clock = useClock();
  const navigate = useNavigate();
  const { brand } = useBrand();
  return useCallback(
    async (token: string, options: { redirect?: string | null; progress?: RoutingProgress } = {}) => {
      const { step } = await resolveLogin(token, options.redirect ?? null, brand.domainId, options.progress ?? {});
      queryClient.clear();
      if (step.kind === 'externalRedirect') {
        window.location.assign(step.url);
        return;
      }
      if (step.kind === 'session') startSession(token, clock());
      else startTemporarySession(token, clock());
      await navigate(step.to, { replace: true });
    },
    [queryClient, clock, navigate, brand.domainId],
  );
}

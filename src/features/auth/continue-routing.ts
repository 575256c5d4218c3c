import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryLayer } from '../../api/query-layer';
import { useClock } from '../../engine/clock';
import { currentLanguage } from '../../engine/i18n/language';
import { useBrand } from '../../manifest/brand-context';
import { startSession, startTemporarySession, useSession } from '../../member/session';
import { clearRoutingProgress, readRoutingProgress, saveRoutingProgress } from './routing-progress';
import { routeWithoutToken } from './rules';
import type { RoutingProgress } from './route-after-login';
import type { MemberReads } from './resolve-login';
import { postToSingleSignOn } from './sso-form-post';

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
  const queries = useQueryLayer();
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
      // The query client (and its library) loads beside the routing: the next page needs it, the login page did not.
      const [{ resolveLogin, seedMemberCache }, queryClient] = await Promise.all([import('./resolve-login'), queries.load()]);
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
        case 'session': {
          startSession(token, clock());
          // The member's language (their preference, or this browser's choice saved as it): a page in another
          // language than this one's is loaded whole, in that language.
          const { reconcileLanguageAtSignIn } = await import('../../member/language-preference');
          if (await reconcileLanguageAtSignIn(token, currentLanguage())) {
            window.location.assign(step.to);
            return;
          }
          break;
        }
      }
      await navigate(step.to, { replace: true });
    },
    [queries, clock, navigate, features, isAuthenticated],
  );
}

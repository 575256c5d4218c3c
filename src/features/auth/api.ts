import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { postToken } from '../../api/generated/endpoints/session';
import { useContinueRouting } from './continue-routing';
import type { LoginForm } from './rules';

/**
 * Sign-in: POST token, then the routing of spec §4 (continue-routing.ts).
 * Errors are the login page's to show (the token URL is exempt from global handling, spec §8).
 */
export function useSignIn(domainId: number) {
  const continueRouting = useContinueRouting();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (form: LoginForm) => {
      const response = await callApi(postToken, { body: { username: form.username.trim(), password: form.password, domainId }, token: null });
      await continueRouting(response.token, { redirect: response.redirect ?? null, newSignIn: true });
    },
  });
}

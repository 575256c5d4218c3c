import { useMutation } from '@tanstack/react-query';
import { postToken } from '../../api/gateway-calls';
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
      const response = await postToken({ username: form.username.trim(), password: form.password, domainId });
      await continueRouting(response.token, { redirect: response.redirect ?? null, newSignIn: true });
    },
  });
}

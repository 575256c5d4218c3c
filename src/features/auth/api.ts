import { useCallback, useState } from 'react';
import { callApi } from '../../api/client';
import { postToken } from '../../api/generated/endpoints/session';
import { useContinueRouting } from './continue-routing';
import type { LoginForm } from './rules';

export interface SignIn {
  isPending: boolean;
  /** The last attempt's failure, until the next attempt or `reset`. */
  error: unknown;
  reset(): void;
  /** Signs in and routes on; resolves with the failure, or null. */
  submit(form: LoginForm): Promise<unknown>;
}

/**
 * Sign-in: POST token, then the routing of spec §4 (continue-routing.ts).
 * Errors are the login page's to show (the token URL is exempt from global handling, spec §8). Plain state, not a
 * query library mutation: the login page runs without the query client (src/api/query-layer.ts).
 */
export function useSignIn(domainId: number): SignIn {
  const continueRouting = useContinueRouting();
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  const reset = useCallback(() => setState({ isPending: false, error: null }), []);
  const submit = useCallback(
    async (form: LoginForm) => {
      setState({ isPending: true, error: null });
      try {
        const response = await callApi(postToken, { body: { username: form.username.trim(), password: form.password, domainId }, token: null });
        await continueRouting(response.token, { redirect: response.redirect ?? null, newSignIn: true });
        setState({ isPending: false, error: null });
        return null;
      } catch (error) {
        setState({ isPending: false, error });
        return error;
      }
    },
    [continueRouting, domainId],
  );
  return { ...state, reset, submit };
}

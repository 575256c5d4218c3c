import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './api-error';
import { reportToGlobalHandler } from './error-channel';
import { reachesGlobalHandler } from './error-policy';

/**
 * The one query client: responses cached for the session (spec §7), no automatic retries (a failed call is
 * shown at once), and failed calls the screen does not handle itself go to `onUnhandledError` (spec §8).
 * A call declared `screen` (schemas/api/endpoints/), or a query or mutation with `meta: { handlesErrors: true }`, is
 * its screen's, except for a 401: the gateway no longer takes the session, which no tile can mend (the login page,
 * or the brand's 401 page). Spec §8's exempt calls keep every status (error-policy.ts).
 */
export function createQueryClient(onUnhandledError: (error: ApiError) => void = reportToGlobalHandler): QueryClient {
  const route = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isApiError(error) && reachesGlobalHandler(error, meta)) onUnhandledError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => route(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => route(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

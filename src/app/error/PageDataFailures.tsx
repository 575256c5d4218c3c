import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Query, QueryCache } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { reportToGlobalHandler } from '../../api/error-channel';
import { reachesGlobalHandler } from '../../api/error-policy';

/** Hands a failed call to spec §8's global handling, unless the query client sent it there already. */
function handOn(query: Query, error: unknown, calls: readonly string[]): void {
  if (!calls.includes(String(query.queryKey[0])) || !isApiError(error)) return;
  if (!reachesGlobalHandler(error, query.meta)) reportToGlobalHandler(error);
}

/** The first of `calls` already failed when the page opens (a member-facts call made before it, GET programs). */
const failedBefore = (cache: QueryCache, calls: readonly string[]) =>
  cache.getAll().find((query) => query.state.status === 'error' && calls.includes(String(query.queryKey[0])));

/**
 * A page's own data (its declaration's `pageData`, src/manifest/declarations.ts): when one of these calls fails, the
 * page has nothing to show, so the failure goes to spec §8's global handling (the error page in place, a 401 the
 * login page or the brand's 401 page) whatever the call's declared `failure`, unless the query client sent it there
 * already. So does one that had failed before the page opened (a member-facts call is made once, by the shell, and
 * not again on mount). A call's query key starts with its name (src/api/call-query.ts).
 */
export function PageDataFailures({ calls, children }: { calls: readonly string[]; children: ReactNode }) {
  const cache = useQueryClient().getQueryCache();
  useEffect(() => {
    const failed = failedBefore(cache, calls);
    if (failed) handOn(failed, failed.state.error, calls);
    return cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handOn(event.query, event.action.error, calls);
    });
  }, [cache, calls]);
  return children;
}

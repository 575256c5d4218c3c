import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { reportToGlobalHandler } from '../../api/error-channel';
import { reachesGlobalHandler } from '../../api/error-policy';

/**
 * A page's own data (its declaration's `pageData`, src/manifest/declarations.ts): when one of these calls fails, the
 * page has nothing to show, so the failure goes to spec §8's global handling (the error page in place, a 401 the
 * login page or the brand's 401 page) whatever the call's declared `failure`, unless the query client sent it there
 * already. A call's query key starts with its name (src/api/call-query.ts).
 */
export function PageDataFailures({ calls, children }: { calls: readonly string[]; children: ReactNode }) {
  const cache = useQueryClient().getQueryCache();
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (!calls.includes(String(event.query.queryKey[0])) || !isApiError(error)) return;
        if (!reachesGlobalHandler(error, event.query.meta)) reportToGlobalHandler(error);
      }),
    [cache, calls],
  );
  return children;
}

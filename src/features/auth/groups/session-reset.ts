import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearAllStorage } from '../../../member/token-storage';

/**
 * Logs the old session state out before a group switch or a log-in-as (spec §4): storage, cookies and the query
 * cache, so nothing of the old member is kept. The in-memory session is left as it is until the routing stores
 * the new token: refreshing it now would let the page's guard send the member to /login half-way.
 */
export function useDropSessionState(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await clearAllStorage();
    queryClient.clear();
  }, [queryClient]);
}

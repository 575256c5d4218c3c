import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import { getEbillRegistered } from '../../api/gateway-calls';
import { ebillRegisteredQuery, programsQuery } from '../../member/queries';
import { outlineOfCoverageQuery } from '../../member/outline-of-coverage';
import { postToEbill } from './ebill-form-post';

/* The calls of the tools and programs tiles (spec §7) and the eBill tool's steps (spec §2, §4). */


/** The tiles show their own error state with a retry instead of the global error page. */
const handlesErrors = { meta: { handlesErrors: true } };

export const getUserKey = () => apiRequest('token/userkey', { responseType: 'text', accept: 'text/plain', response: 'userKey' });
export const putRegisterEbillUser = () => apiRequest('ebill/registerEbillUser', { method: 'PUT', response: 'ebillRegistration' });

/** The member facts' programs query (it handles its own errors too), so the tiles make no second call. */
export function usePrograms() {
  return useQuery(programsQuery);
}

/** GET handbook/ooc, only where the brand lists the outline of coverage tool. */
export function useOutlineOfCoverageUrl(enabled: boolean) {
  return useQuery({ ...outlineOfCoverageQuery, enabled });
}

/** Starts GET handbook/ooc before the tools tile renders (see src/member/tile-prefetch.ts). */
export function prefetchOutlineOfCoverageUrl({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(outlineOfCoverageQuery);
}

/**
 * The eBill tool (spec §2): a fresh user key and the registration state, read together; a member not yet
 * registered is registered first (spec §4), then the browser form-posts to the eBill address in this window.
 * Both reads are made on every activation: a user key is short-lived, and registration may have changed.
 */
export function useOpenEbill(address: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlesErrors,
    mutationFn: async () => {
      if (!address) throw new Error('The brand names no eBill address');
      const [userKey, registered] = await Promise.all([getUserKey(), getEbillRegistered()]);
      if (!registered) {
        await putRegisterEbillUser();
        queryClient.setQueryData(ebillRegisteredQuery.queryKey, true);
      }
      postToEbill(document, { address, userKey, firstTime: !registered });
    },
  });
}

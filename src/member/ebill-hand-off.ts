import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { postForm } from '../api/form-post';
import { getEbillRegistered } from '../api/generated/endpoints/member';
import { getUserKey as userKeyCall, putEbillRegistration } from '../api/generated/endpoints/tools';
import { ebillRegisteredQuery } from './queries';

/*
 * The eBill hand-off (spec §2 "The eBill tool obtains a user key token and registration state then opens the eBill URL
 * in the same window", §4 "eBill: first visit registers the user; a first-time flag is added when not yet
 * registered"): shared by the home tools tile and the /account/ebill page.
 */

export const getUserKey = () => callApi(userKeyCall);
export const putRegisterEbillUser = () => callApi(putEbillRegistration);

/**
 * Spec §2, §4: the eBill tool leaves for the eBill address in this window, carrying the user key (and the
 * first-time flag when the member was not yet registered) in a form post, so the key never appears in a URL.
 */
export function postToEbill(doc: Document, target: { address: string; userKey: string; firstTime: boolean }): void {
  postForm(doc, target.address, { userKey: target.userKey, firstTime: target.firstTime ? 'true' : null });
}

/**
 * Spec §4: the eBill site is told it is the member's first time when they were not registered before the hand-off,
 * or when the caller registered them on this visit (the eBill page does on arrival, before the member presses pay).
 */
export function firstTimeFlag(registeredBeforeHandOff: boolean, registeredThisVisit: boolean): boolean {
  return !registeredBeforeHandOff || registeredThisVisit;
}

/**
 * A fresh user key and the registration state, read together; a member not yet registered is registered first
 * (spec §4), then the browser form-posts to the eBill address in this window. Both reads are made on every
 * activation: a user key is short-lived, and registration may have changed. `firstVisit`: the caller registered the
 * member on this visit (the eBill page does on arrival), so the eBill site still hears it is their first time.
 */
export async function openEbill(queryClient: QueryClient, address: string | undefined, { firstVisit = false }: { firstVisit?: boolean } = {}): Promise<void> {
  if (!address) throw new Error('The brand names no eBill address');
  const [userKey, registered] = await Promise.all([getUserKey(), callApi(getEbillRegistered)]);
  if (!registered) {
    await putRegisterEbillUser();
    queryClient.setQueryData(ebillRegisteredQuery.queryKey, true);
  }
  postToEbill(document, { address, userKey, firstTime: firstTimeFlag(registered, firstVisit) });
}

/** `openEbill` as a mutation, for a page that shows its progress (the /account/ebill page). */
export function useOpenEbill(address: string | undefined, options: { firstVisit?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ meta: { handlesErrors: true }, mutationFn: () => openEbill(queryClient, address, options) });
}

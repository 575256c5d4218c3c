import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import { callApi } from '../../api/client';
import { getAddressOptions, getMailingAddress, putMailingAddress } from '../../api/generated/endpoints/address';
import type { MailingAddress } from './page-rules';

/*
 * The account pages' calls (spec §7), apart from the home tiles' chunk. Each section shows its own failure
 * ('Try again'), so one failing call breaks one section (declared `screen`; a 401 still ends the session).
 */

/** GET account/address: the family's mailing address and whether this member may change it (spec §6). */
export const mailingAddressQuery = queryOptions(callQuery(getMailingAddress));

/** GET account/address-options: the countries and the US states the form offers. */
export const addressOptionsQuery = queryOptions(callQuery(getAddressOptions));

/** PUT account/address; its answer (the saved address) replaces the cached one, so the card shows it at once. */
export function useSaveMailingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: MailingAddress) => callApi(putMailingAddress, { body: address }),
    onSuccess: (saved) => queryClient.setQueryData(mailingAddressQuery.queryKey, saved),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { MailingAddress } from './page-rules';

/*
 * The account pages' calls (spec §7), apart from the home tiles' chunk. Each section shows its own failure
 * ('Try again'), so one failing call breaks one section (`meta.handlesErrors`; a 401 still ends the session).
 */

const handlesErrors = { meta: { handlesErrors: true } } as const;

/** GET account/address: the family's mailing address and whether this member may change it (spec §6). */
export const mailingAddressQuery = queryOptions({
  queryKey: ['account/address'] as const,
  queryFn: () => apiRequest('account/address', { response: 'mailingAddress' }),
  ...handlesErrors,
});

/** GET account/address-options: the countries and the US states the form offers. */
export const addressOptionsQuery = queryOptions({
  queryKey: ['account/address-options'] as const,
  queryFn: () => apiRequest('account/address-options', { response: 'addressOptions' }),
  ...handlesErrors,
});

/** PUT account/address; its answer (the saved address) replaces the cached one, so the card shows it at once. */
export function useSaveMailingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlesErrors,
    mutationFn: (address: MailingAddress) => apiRequest('account/address', { method: 'PUT', body: address, response: 'mailingAddress' }),
    onSuccess: (saved) => queryClient.setQueryData(mailingAddressQuery.queryKey, saved),
  });
}

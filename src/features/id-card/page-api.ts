import { queryOptions } from '@tanstack/react-query';
import type { EligibilityCategory } from '@schemas/api/account';
import { apiBlob, apiRequest, apiSend } from '../../api/client';

/* The ID card page's calls (spec §7), apart from the home tile's chunk. The page shows its own errors. */

export const handlesErrors = { meta: { handlesErrors: true } } as const;

/** GET idCard/view, as JSON (the default Accept): the cards of everyone the member may see. */
export const idCardsQuery = queryOptions({
  queryKey: ['idCard/view', 'cards'] as const,
  queryFn: () => apiRequest('idCard/view', { response: 'idCardView' }),
  ...handlesErrors,
});

/** GET idCard/view?suffix as a PDF: one member's card. */
export const fetchIdCardPdf = (suffix: number) =>
  apiBlob(`idCard/view?${new URLSearchParams({ suffix: String(suffix) })}`, { responseType: 'blob', accept: 'application/pdf' });

/** POST idCard/email {email} (204). */
export const emailIdCards = (email: string) => apiSend('idCard/email', { method: 'POST', body: { email } });

/** GET idCard/request?category: the gateway's confirmation, as text. */
export const requestIdCard = (category: EligibilityCategory) =>
  apiRequest(`idCard/request?${new URLSearchParams({ category })}`, { response: 'idCardRequest', responseType: 'text' });

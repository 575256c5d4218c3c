import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/* The care options pages' calls (spec §7). Each section shows its own error ('Try again'), never the error page. */

/** GET programs/sitecore?programId: a program's details (Passport Dental's international phone number). */
export const programContentQuery = (programId: number) =>
  queryOptions({
    queryKey: ['programs/sitecore', programId] as const,
    queryFn: () => apiRequest(`programs/sitecore?${new URLSearchParams({ programId: String(programId) })}`, { response: 'programContent' }),
    meta: { handlesErrors: true },
  });

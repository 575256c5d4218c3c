import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import { getProgramContent } from '../../api/generated/endpoints/programs';

/* The care options pages' calls (spec §7). Each section shows its own error ('Try again'), never the error page. */

/** GET programs/sitecore?programId: a program's details (Passport Dental's international phone number). */
export const programContentQuery = (programId: number) => queryOptions(callQuery(getProgramContent, { query: { programId } }));

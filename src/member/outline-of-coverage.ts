import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client';

/**
 * GET handbook/ooc (spec §7, text: the outline of coverage's address). Read by the tools tile (its shortcut) and the
 * handbooks page, with one cache entry: each shows its own error state (meta.handlesErrors).
 */
export const getOutlineOfCoverageUrl = () =>
  apiRequest('handbook/ooc', { responseType: 'text', accept: 'text/plain', response: 'outlineOfCoverage' });

export const outlineOfCoverageQuery = queryOptions({
  queryKey: ['handbook', 'ooc'] as const,
  queryFn: getOutlineOfCoverageUrl,
  meta: { handlesErrors: true },
});

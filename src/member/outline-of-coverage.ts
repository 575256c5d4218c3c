import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../api/call-query';
import { getOutlineOfCoverage } from '../api/generated/endpoints/tools';

/**
 * GET handbook/ooc (spec §7, text: the outline of coverage's address). Read by the tools tile (its shortcut) and the
 * handbooks page, with one cache entry: each shows its own error state (the call is declared `screen`).
 */
export const outlineOfCoverageQuery = queryOptions(callQuery(getOutlineOfCoverage));

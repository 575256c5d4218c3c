import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import type { AnswerOfCall } from '../../api/call-types';
import { getLimits } from '../../api/generated/endpoints/benefits';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The benefits calls (spec §7). Dates are yyyy-mm-dd. */

export type Limits = AnswerOfCall<typeof getLimits>;
export type Limit = Limits[number];

/** A member's limits on a day (the tile shows its own error state); waits for the member's suffix. */
export const limitsQuery = (suffix: number | undefined, asOfDate: string) => {
  // Without a suffix the query waits (skipToken) under a key no member has.
  const query = callQuery(getLimits, { query: { suffix: suffix ?? '', asOfDate } });
  return queryOptions({ ...query, queryFn: suffix === undefined ? skipToken : query.queryFn });
};

/** A member's limits on a day; waits for the member's suffix. The tile shows its own error state. */
export function useLimits(suffix: number | undefined, asOfDate: string) {
  return useQuery(limitsQuery(suffix, asOfDate));
}

/** Starts the signed-in member's limits call for today before the tile renders (src/member/tile-prefetch.ts). */
export function prefetchLimits({ queryClient, today, memberSuffix }: TilePrefetchContext): void {
  if (memberSuffix !== null) void queryClient.prefetchQuery(limitsQuery(memberSuffix, today));
}

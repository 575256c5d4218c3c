import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { limitsResponseSchema } from '@schemas/api/benefits';
import { apiRequest } from '../../api/client';
import type { TilePrefetchContext } from '../../member/tile-prefetch';

/* The benefits calls (spec §7). Dates are yyyy-mm-dd. */

export type Limits = FromSchema<typeof limitsResponseSchema>;
export type Limit = Limits[number];

export const benefitsKeys = {
  limits: (suffix: number | undefined, asOfDate: string) => ['benefits', 'limits', suffix, asOfDate] as const,
};

export const getLimits = (suffix: number, asOfDate: string) =>
  apiRequest(`benefits/limits?${new URLSearchParams({ suffix: String(suffix), asOfDate })}`, { response: 'limits' });

export const limitsQuery = (suffix: number | undefined, asOfDate: string) =>
  queryOptions({
    queryKey: benefitsKeys.limits(suffix, asOfDate),
    queryFn: suffix === undefined ? skipToken : () => getLimits(suffix, asOfDate),
    meta: { handlesErrors: true },
  });

/** A member's limits on a day; waits for the member's suffix. The tile shows its own error state. */
export function useLimits(suffix: number | undefined, asOfDate: string) {
  return useQuery(limitsQuery(suffix, asOfDate));
}

/** Starts the signed-in member's limits call for today before the tile renders (src/member/tile-prefetch.ts). */
export function prefetchLimits({ queryClient, today, memberSuffix }: TilePrefetchContext): void {
  if (memberSuffix !== null) void queryClient.prefetchQuery(limitsQuery(memberSuffix, today));
}

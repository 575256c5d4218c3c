import type { UseQueryResult } from '@tanstack/react-query';
import type { TileQuery } from '../../ui/TileStates';

/**
 * Several calls as one section's state for `tileWhileNotLoaded`: loading while any loads and none has failed; once
 * one has failed, 'Try again' calls the failed ones again.
 */
export function allOf(queries: readonly UseQueryResult<unknown>[]): TileQuery {
  const failed = queries.filter((query) => query.isError);
  return {
    isPending: failed.length === 0 && queries.some((query) => query.isPending),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}

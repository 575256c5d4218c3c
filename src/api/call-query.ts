import type { QueryFunctionContext } from '@tanstack/react-query';
import { callApi } from './client';
import type { AnswerOfCall, ArgsTuple, Call } from './call-types';

/** The key of a call made without arguments, known by its name (the answers a gateway writes into a page). */
export const keyOfCallNamed = (name: string): readonly unknown[] => [name];

/**
 * A call's query key: its name, then its path parameters and query when it has any. Options (a token, how a failure
 * is handled) are not part of it: the same call with the same arguments is one cache entry.
 */
export function callKey<C extends Call>(call: C, ...[args]: C extends Call<infer E> ? ArgsTuple<E> : never): readonly unknown[] {
  const { params, query } = (args ?? {}) as { params?: object; query?: object };
  if (params === undefined && query === undefined) return keyOfCallNamed(call.name);
  return [call.name, { ...(params ? { params } : {}), ...(query ? { query } : {}) }];
}

/**
 * A call's key and query function, for `queryOptions` / `useQuery` (spread, then add what the use needs). The query's
 * signal cancels the request; how a failure is handled comes with the error (src/api/query-client.ts).
 */
export function callQuery<C extends Call>(
  call: C,
  ...[args]: C extends Call<infer E> ? ArgsTuple<E> : never
): { queryKey: readonly unknown[]; queryFn: (context: QueryFunctionContext) => Promise<AnswerOfCall<C>> } {
  const given = (args ?? {}) as object;
  return {
    queryKey: (callKey as (c: Call, a: object) => readonly unknown[])(call, given),
    queryFn: ({ signal }) => (callApi as (c: Call, a: object) => Promise<AnswerOfCall<C>>)(call, { ...given, signal }),
  };
}

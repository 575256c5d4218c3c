import type { FromSchema } from 'json-schema-to-ts';
import type { pageInfoSchema } from '../../schemas/api/lists';

export type PageInfo = FromSchema<typeof pageInfoSchema>;

export interface PageRequest {
  /** 0-based page number. */
  number: number;
  size: number;
}

/** Reads the page and size query values (already checked by pattern); size defaults to 10. */
export function pageRequest(query: { page?: string; size?: string }, defaultSize = 10): PageRequest {
  return { number: Number(query.page ?? 0), size: Number(query.size ?? defaultSize) };
}

/** One page of `items` with the page info of spec §3. A page past the end is empty, not an error. */
export function pageOf<T>(items: readonly T[], { number, size }: PageRequest): { data: T[]; page: PageInfo } {
  const data = items.slice(number * size, (number + 1) * size);
  const totalPages = Math.ceil(items.length / size);
  return {
    data,
    page: {
      number,
      size,
      numberOfElements: data.length,
      totalElements: items.length,
      totalPages,
      first: number === 0,
      last: number >= totalPages - 1,
      empty: data.length === 0,
    },
  };
}

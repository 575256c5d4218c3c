/* Paging maths over spec §3 page info, for every paged list (claims, EOBs, referrals). Pure. */

import type { PageInfo } from '../api/response-types';

export interface PageSummary {
  /** 'Showing {from}–{to} of {total}': 1-based and inclusive; 0–0 when the page is empty. */
  from: number;
  to: number;
  total: number;
  /** 1-based. */
  pageNumber: number;
  /** At least 1. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageSummary(page: PageInfo): PageSummary {
  const from = page.empty ? 0 : page.number * page.size + 1;
  return {
    from,
    to: page.empty ? 0 : from + page.numberOfElements - 1,
    total: page.totalElements,
    pageNumber: page.number + 1,
    pageCount: Math.max(1, page.totalPages),
    hasPrevious: !page.first,
    hasNext: !page.last,
  };
}

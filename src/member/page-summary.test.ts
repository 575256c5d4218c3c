import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

const info = (number: number, size: number, numberOfElements: number, totalElements: number) => {
  const totalPages = Math.ceil(totalElements / size);
  return { number, size, numberOfElements, totalElements, totalPages, first: number === 0, last: number >= totalPages - 1, empty: numberOfElements === 0 };
};

describe('pageSummary (spec §3 page info)', () => {
  it('shows items 11–15 of 15 on the second page of 10', () => {
    expect(pageSummary(info(1, 10, 5, 15))).toEqual({ from: 11, to: 15, total: 15, pageNumber: 2, pageCount: 2, hasPrevious: true, hasNext: false });
  });

  it('shows 1–10 of 25 on the first page, with a next page', () => {
    expect(pageSummary(info(0, 10, 10, 25))).toMatchObject({ from: 1, to: 10, pageCount: 3, hasPrevious: false, hasNext: true });
  });

  it('counts an empty result as 0–0 of 0 on page 1 of 1', () => {
    expect(pageSummary(info(0, 10, 0, 0))).toEqual({ from: 0, to: 0, total: 0, pageNumber: 1, pageCount: 1, hasPrevious: false, hasNext: false });
  });
});

import type { Pagination } from '@gbaka/shared';

/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The `pagination` of a page of a list (DESIGN §3): at least one page, even when the list is empty. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit };
}

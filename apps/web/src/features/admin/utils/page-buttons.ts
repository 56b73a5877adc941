/**
 * The page numbers a pager shows: at most `max` consecutive pages around the current one (SPEC §9: admin routes
 * show at most 5 page buttons), shifted at either end so that there are always `max` of them when the pages allow.
 */
export function pageButtons(current: number, total: number, max = 5): number[] {
  if (total < 1 || max < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

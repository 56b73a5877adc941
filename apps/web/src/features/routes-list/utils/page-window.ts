export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons of SPEC §2 /routes: the first and last pages, the current one and its neighbours, and an
 * ellipsis for each gap. A gap of a single page shows that page instead: "1 … 3" would hide nothing but "2".
 */
export function pageWindow(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2)
      items.push(i === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
  });
  return items;
}

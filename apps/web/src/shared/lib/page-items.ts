export type PageItem = number | 'gap';

/**
 * The page numbers to show: the first, the last, and `siblings` either side of the current one, with a
 * gap where pages are skipped. A gap never hides a single page (that page is shown instead), so the list
 * is as short as it can be without a "…" standing for one number.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

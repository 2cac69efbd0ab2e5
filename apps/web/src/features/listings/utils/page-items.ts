export type PageItem = number | 'gap';

/** Up to this many pages the pager shows every number (spec §2.1, version A). */
export const PAGER_ALL_UP_TO = 5;

/**
 * The numbers a pager shows: every page up to five pages; beyond that the first, the last and the
 * current page with its neighbours, with a gap ('…') where pages are left out. A gap would
 * stand for a single page, so that page is shown instead: 1 2 3 4 … 9, never 1 … 3 4 5 … 9
 * when page 2 fits in the space of the dots.
 */
export function getPageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= PAGER_ALL_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/**
 * Query keys of sales (issue 29), shared by the sale page, the member's 'Kazandıklarım' and the
 * firm's 'Satışlarım': a step taken on the sale page invalidates `saleKeys.all`, so every list
 * shows the new step when the member goes back.
 */
export const saleKeys = {
  all: ['sales'] as const,
  detail: (id: string) => [...saleKeys.all, 'detail', id] as const,
  mine: (page: number) => [...saleKeys.all, 'mine', page] as const,
  firm: (filter: string, page: number) => [...saleKeys.all, 'firm', filter, page] as const,
};

/** A sale page and its lists refresh every 30 s while visible: the other party acts too. */
export const SALE_REFRESH_MS = 30_000;

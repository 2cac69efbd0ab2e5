/*
 * The browse's choices and bounds as plain values, without the schemas: the browser reads the
 * address with them while the page hydrates, before zod and the contracts load (issue 14).
 * listings.ts builds its schemas from these and re-exports them.
 */

export const LISTING_TABS = ['new', 'auctions', 'offers'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

export const LISTING_SORTS = ['newest', 'priceAsc', 'priceDesc', 'endingSoon'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTINGS_PAGE_SIZE = 12;
export const LISTINGS_MAX_PAGE_SIZE = 48;
export const LISTINGS_MAX_PAGE = 10_000;

export const LISTING_NOT_FOUND = 'İlan bulunamadı.';

/** Whether a value is one of a list's members, narrowing it to them. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

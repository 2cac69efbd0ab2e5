import type { AdminListingsQuery } from '@arsamezat/shared/admin-listing-queries';

/** Query keys of the admin panel; every admin write invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  lists: () => [...adminKeys.all, 'listings'] as const,
  list: (query: AdminListingsQuery) => [...adminKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, 'listing', id] as const,
};

/** The public listing pages' cache (features/listings); refreshed after admin writes. */
export const PUBLIC_LISTINGS_KEY = ['listings'] as const;

import type { ListingsQuery } from '@arsamezat/shared/listings/listings';

/** Query keys of the listings feature; invalidate `listingKeys.all` to refresh every view. */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (query: ListingsQuery) => [...listingKeys.lists(), query] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  bids: (id: string) => [...listingKeys.all, 'bids', id] as const,
};

/**
 * Query keys of a member's deposit on a listing (the trade panel's gate); the member's records
 * invalidate them too when a deposit is refunded from 'Teminatlarım'.
 */
export const depositKeys = {
  all: ['deposits'] as const,
  mine: (listingId: string) => [...depositKeys.all, 'mine', listingId] as const,
};

import type { ApiRoute } from '../core/api-route.ts';

/** A firm following its own listing (issue 28, 'İlan Takibi'); `:id` is the firm's listing. */
export const getFirmListingActivityRoute = {
  method: 'GET',
  path: '/api/firm/listings/:id/activity',
} as const satisfies ApiRoute;

/** The firm accepts an offer on its own Pazarlık listing (decision 072). */
export const acceptFirmOfferRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/offers/:offerId/accept',
} as const satisfies ApiRoute;

/** The firm rejects an offer on its own Pazarlık listing (decision 072). */
export const rejectFirmOfferRoute = {
  method: 'POST',
  path: '/api/firm/listings/:id/offers/:offerId/reject',
} as const satisfies ApiRoute;

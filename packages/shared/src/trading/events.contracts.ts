import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import { ListingEventsQuerySchema } from './events.ts';
import { followListingRoute, followListingsRoute } from './events.routes.ts';

export const followListing = defineContract(followListingRoute, {
  errorCodes: ['NOT_FOUND', 'TOO_MANY_STREAMS', 'SHUTTING_DOWN'],
  schema: {
    tags: ['listings'],
    summary:
      'Live events of a listing (text/event-stream): bid, extended, ended, started; see packages/shared/src/trading/events.ts',
    params: ListingIdParamsSchema,
  },
});

export const followListings = defineContract(followListingsRoute, {
  errorCodes: ['TOO_MANY_STREAMS', 'SHUTTING_DOWN'],
  schema: {
    tags: ['listings'],
    summary:
      'Live events of up to 48 listings at once (a card grid), as one text/event-stream; unknown ids simply never send',
    querystring: ListingEventsQuerySchema,
  },
});

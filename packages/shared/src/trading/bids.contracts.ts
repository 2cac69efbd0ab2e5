import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import { PlaceBidSchema, PlaceBidResponseSchema, MyListingBidsSchema } from './bids.ts';
import { placeBidRoute, getMyListingBidsRoute } from './bids.routes.ts';

export const placeBid = defineContract(placeBidRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'OWN_FIRM_LISTING',
    'NOT_AN_AUCTION',
    'DEPOSIT_REQUIRED',
    'INVALID_AMOUNT',
    'AUCTION_NOT_ACTIVE',
    'ALREADY_HIGHEST',
    'BID_TOO_LOW',
    'MAXIMUM_BELOW_PRICE',
    'BID_CONFLICT',
  ],
  schema: {
    tags: ['bids'],
    summary:
      'Place a bid (kuruş). Decided atomically: auction, active, completed deposit, amount ≥ minimum next bid, not already the highest bidder. kind "maximum" sets a secret maximum the server bids up to (decision 028)',
    params: ListingIdParamsSchema,
    body: PlaceBidSchema,
    response: { 201: PlaceBidResponseSchema },
  },
});

export const getMyListingBids = defineContract(getMyListingBidsRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags: ['bids'],
    summary: "The signed-in bidder's own bids on a listing, highest first",
    params: ListingIdParamsSchema,
    response: { 200: MyListingBidsSchema },
  },
});

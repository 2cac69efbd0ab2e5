import {
  BID_MESSAGES,
  MyListingBidsSchema,
  PlaceBidResponseSchema,
  PlaceBidSchema,
} from '@arsamezat/shared/bids';
import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser, signedInOnly } from '../auth/index.ts';

/** 401 with the bid panel's own text, before the body is even validated. */
async function signedInToBid(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(BID_MESSAGES.signInRequired);
}

/** Bidding on auctions (the public bid history is in the listings module). */
export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.bids;

  app.post(
    '/listings/:id/bids',
    {
      config: {
        errorCodes: [
          'UNAUTHENTICATED',
          'NOT_FOUND',
          'NOT_AN_AUCTION',
          'DEPOSIT_REQUIRED',
          'INVALID_AMOUNT',
          'AUCTION_NOT_ACTIVE',
          'ALREADY_HIGHEST',
          'BID_TOO_LOW',
          'MAXIMUM_BELOW_PRICE',
          'BID_CONFLICT',
        ],
      },
      onRequest: signedInToBid,
      schema: {
        tags: ['bids'],
        summary:
          'Place a bid (kuruş). Decided atomically: auction, active, completed deposit, amount ≥ minimum next bid, not already the highest bidder. kind "maximum" sets a secret maximum the server bids up to (decision 028)',
        params: ListingIdParamsSchema,
        body: PlaceBidSchema,
        response: { 201: PlaceBidResponseSchema },
      },
    },
    async (request, reply) => {
      const placed = await service.placeBid(
        requireUser(request),
        request.params.id,
        request.body.amount,
        request.body.kind,
      );
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/listings/:id/bids/mine',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      onRequest: signedInOnly,
      schema: {
        tags: ['bids'],
        summary: "The signed-in bidder's own bids on a listing, highest first",
        params: ListingIdParamsSchema,
        response: { 200: MyListingBidsSchema },
      },
    },
    (request) => service.getMyListingBids(requireUser(request).id, request.params.id),
  );
};

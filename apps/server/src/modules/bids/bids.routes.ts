import * as contracts from '@arsamezat/shared/trading/bids.contracts';
import { BID_MESSAGES } from '@arsamezat/shared/trading/bids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** 401 with the bid panel's own text, before the body is even validated. */
async function signedInToBid(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(BID_MESSAGES.signInRequired);
}

/** Bidding on auctions (the public bid history is in the listings module). */
export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.bids;

  route(app, contracts.placeBid, {
    onRequest: signedInToBid,
    handler: async (request, reply) => {
      const placed = await service.placeBid(
        requireUser(request),
        request.params.id,
        request.body.amount,
        request.body.kind,
      );
      return reply.status(201).send(placed);
    },
  });

  route(app, contracts.getMyListingBids, {
    onRequest: signedInOnly,
    handler: (request) => service.getMyListingBids(requireUser(request).id, request.params.id),
  });
};

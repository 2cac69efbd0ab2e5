import * as contracts from '@arsamezat/shared/trading/offers.contracts';
import { OFFER_MESSAGES } from '@arsamezat/shared/trading/offers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

async function signedInToOffer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(OFFER_MESSAGES.signInRequired);
}

/** A member's offers on offer listings (the admin side is offers-admin.routes.ts). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offers;

  route(app, contracts.placeOffer, {
    onRequest: signedInToOffer,
    handler: async (request, reply) => {
      const offer = await service.placeOffer(
        requireUser(request).id,
        request.params.id,
        request.body.amount,
      );
      return reply.status(201).send({ offer });
    },
  });

  route(app, contracts.getMyOffers, {
    onRequest: signedInToOffer,
    handler: (request) => service.getMyOffers(requireUser(request).id, request.params.id),
  });

  route(app, contracts.changeOffer, {
    onRequest: signedInToOffer,
    handler: (request) =>
      app.services.ownOffers.changeOffer(
        requireUser(request).id,
        request.params.id,
        request.body.amount,
      ),
  });

  route(app, contracts.withdrawOffer, {
    onRequest: signedInToOffer,
    handler: (request) =>
      app.services.ownOffers.withdrawOffer(requireUser(request).id, request.params.id),
  });
};

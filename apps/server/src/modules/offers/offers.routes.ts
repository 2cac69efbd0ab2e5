import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import {
  ChangeOfferSchema,
  MemberOfferChangeResponseSchema,
  MyOffersSchema,
  OFFER_MESSAGES,
  OfferIdParamsSchema,
  PlaceOfferResponseSchema,
  PlaceOfferSchema,
} from '@arsamezat/shared/offers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';

async function signedInToOffer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(OFFER_MESSAGES.signInRequired);
}

/** A member's offers on offer listings (the admin side is offers-admin.routes.ts). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offers;

  app.post(
    '/listings/:id/offers',
    {
      config: {
        errorCodes: [
          'UNAUTHENTICATED',
          'NOT_FOUND',
          'NOT_AN_OFFER_LISTING',
          'LISTING_CLOSED',
          'DEPOSIT_REQUIRED',
          'INVALID_AMOUNT',
          'OFFER_BELOW_MINIMUM',
          'OFFER_EXISTS',
          'OFFER_CONFLICT',
        ],
      },
      onRequest: signedInToOffer,
      schema: {
        tags: ['offers'],
        summary: 'Send an offer (kuruş) on an offer listing; one pending or accepted at a time',
        params: ListingIdParamsSchema,
        body: PlaceOfferSchema,
        response: { 201: PlaceOfferResponseSchema },
      },
    },
    async (request, reply) => {
      const offer = await service.placeOffer(
        requireUser(request).id,
        request.params.id,
        request.body.amount,
      );
      return reply.status(201).send({ offer });
    },
  );

  app.get(
    '/listings/:id/offers/mine',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      onRequest: signedInToOffer,
      schema: {
        tags: ['offers'],
        summary: 'My offers on a listing, newest first, with the current one',
        params: ListingIdParamsSchema,
        response: { 200: MyOffersSchema },
      },
    },
    (request) => service.getMyOffers(requireUser(request).id, request.params.id),
  );

  app.put(
    '/offers/:id',
    {
      config: {
        errorCodes: [
          'UNAUTHENTICATED',
          'NOT_FOUND',
          'LISTING_CLOSED',
          'INVALID_AMOUNT',
          'OFFER_BELOW_MINIMUM',
          'OFFER_ALREADY_DECIDED',
        ],
      },
      onRequest: signedInToOffer,
      schema: {
        tags: ['offers'],
        summary: 'Change the amount (kuruş) of my pending offer, until the admin decides',
        params: OfferIdParamsSchema,
        body: ChangeOfferSchema,
        response: { 200: MemberOfferChangeResponseSchema },
      },
    },
    (request) =>
      app.services.ownOffers.changeOffer(
        requireUser(request).id,
        request.params.id,
        request.body.amount,
      ),
  );

  app.post(
    '/offers/:id/withdraw',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND', 'OFFER_ALREADY_DECIDED'] },
      onRequest: signedInToOffer,
      schema: {
        tags: ['offers'],
        summary: 'Withdraw my pending offer, until the admin decides',
        params: OfferIdParamsSchema,
        response: { 200: MemberOfferChangeResponseSchema },
      },
    },
    (request) => app.services.ownOffers.withdrawOffer(requireUser(request).id, request.params.id),
  );
};

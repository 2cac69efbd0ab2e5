import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  AcceptOfferSchema,
  AdminListingOffersSchema,
  AdminPendingOffersQuerySchema,
  AdminPendingOffersPageSchema,
  OfferIdParamsSchema,
  OfferDecisionResponseSchema,
  RejectPendingOffersResponseSchema,
} from '../trading/offers.ts';
import {
  listListingOffersRoute,
  listPendingOffersRoute,
  acceptOfferRoute,
  rejectOfferRoute,
  rejectAllPendingRoute,
} from './admin-offers.routes.ts';

export const listListingOffers = defineContract(listListingOffersRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: "A listing's offers, newest first, with the sender's full name and phone",
    params: ListingIdParamsSchema,
    response: { 200: AdminListingOffersSchema },
  },
});

export const listPendingOffers = defineContract(listPendingOffersRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Pending offers across listings, oldest first, 20 per page',
    querystring: AdminPendingOffersQuerySchema,
    response: { 200: AdminPendingOffersPageSchema },
  },
});

export const acceptOffer = defineContract(acceptOfferRoute, {
  errorCodes: [
    'NOT_FOUND',
    'OFFER_NOT_PENDING',
    'LISTING_SOLD',
    'LISTING_CLOSED',
    'HIGHER_OFFER_PENDING',
  ],
  schema: {
    tags: ['admin'],
    summary:
      'Accept a pending offer: the listing is sold to its sender at its amount, the other pending offers are rejected and the other deposits marked for refund. Below a higher pending offer only with acknowledgedHigherAmount ≥ that offer (else 409 HIGHER_OFFER_PENDING, nothing changed)',
    params: OfferIdParamsSchema,
    body: AcceptOfferSchema.nullish(),
    response: { 200: OfferDecisionResponseSchema },
  },
});

export const rejectOffer = defineContract(rejectOfferRoute, {
  errorCodes: ['NOT_FOUND', 'OFFER_NOT_PENDING'],
  schema: {
    tags: ['admin'],
    summary: 'Reject a pending offer (its sender may offer again)',
    params: OfferIdParamsSchema,
    response: { 200: OfferDecisionResponseSchema },
  },
});

export const rejectAllPending = defineContract(rejectAllPendingRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Reject every pending offer of a listing at once',
    params: ListingIdParamsSchema,
    response: { 200: RejectPendingOffersResponseSchema },
  },
});

import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  PlaceOfferSchema,
  PlaceOfferResponseSchema,
  MyOffersSchema,
  OfferIdParamsSchema,
  ChangeOfferSchema,
  MemberOfferChangeResponseSchema,
} from './offers.ts';
import {
  placeOfferRoute,
  getMyOffersRoute,
  changeOfferRoute,
  withdrawOfferRoute,
} from './offers.routes.ts';

export const placeOffer = defineContract(placeOfferRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'OWN_FIRM_LISTING',
    'NOT_AN_OFFER_LISTING',
    'LISTING_CLOSED',
    'DEPOSIT_REQUIRED',
    'INVALID_AMOUNT',
    'OFFER_BELOW_MINIMUM',
    'OFFER_EXISTS',
    'OFFER_CONFLICT',
  ],
  schema: {
    tags: ['offers'],
    summary: 'Send an offer (kuruş) on an offer listing; one pending or accepted at a time',
    params: ListingIdParamsSchema,
    body: PlaceOfferSchema,
    response: { 201: PlaceOfferResponseSchema },
  },
});

export const getMyOffers = defineContract(getMyOffersRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags: ['offers'],
    summary: 'My offers on a listing, newest first, with the current one',
    params: ListingIdParamsSchema,
    response: { 200: MyOffersSchema },
  },
});

export const changeOffer = defineContract(changeOfferRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'LISTING_CLOSED',
    'INVALID_AMOUNT',
    'OFFER_BELOW_MINIMUM',
    'OFFER_ALREADY_DECIDED',
  ],
  schema: {
    tags: ['offers'],
    summary: 'Change the amount (kuruş) of my pending offer, until the admin decides',
    params: OfferIdParamsSchema,
    body: ChangeOfferSchema,
    response: { 200: MemberOfferChangeResponseSchema },
  },
});

export const withdrawOffer = defineContract(withdrawOfferRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND', 'OFFER_ALREADY_DECIDED'],
  schema: {
    tags: ['offers'],
    summary: 'Withdraw my pending offer, until the admin decides',
    params: OfferIdParamsSchema,
    response: { 200: MemberOfferChangeResponseSchema },
  },
});

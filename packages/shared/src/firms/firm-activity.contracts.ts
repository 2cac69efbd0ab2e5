import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import { AcceptOfferSchema } from '../trading/offers.ts';
import {
  FirmListingActivitySchema,
  FirmOfferDecisionResponseSchema,
  FirmOfferParamsSchema,
} from './firm-activity.ts';
import {
  acceptFirmOfferRoute,
  getFirmListingActivityRoute,
  rejectFirmOfferRoute,
} from './firm-activity.routes.ts';

export const getFirmListingActivity = defineContract(getFirmListingActivityRoute, {
  errorCodes: ['UNAUTHENTICATED', 'FIRM_REQUIRED', 'NOT_FOUND'],
  schema: {
    tags: ['firms'],
    summary:
      "The firm's own listing followed live: phase and price, watchers, deposits paid (count and sum), offers with masked senders, the result. Another firm's listing is 404",
    params: ListingIdParamsSchema,
    response: { 200: FirmListingActivitySchema },
  },
});

export const acceptFirmOffer = defineContract(acceptFirmOfferRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'FIRM_REQUIRED',
    'NOT_FOUND',
    'OFFER_NOT_PENDING',
    'LISTING_SOLD',
    'LISTING_CLOSED',
    'HIGHER_OFFER_PENDING',
  ],
  schema: {
    tags: ['firms'],
    summary:
      "The firm accepts an offer on its own Pazarlık listing, with the operator's rules (decision 072): sold at its amount, other pending offers rejected, other deposits marked for refund; below a higher pending offer only with acknowledgedHigherAmount ≥ that offer (else 409 HIGHER_OFFER_PENDING, nothing changed)",
    params: FirmOfferParamsSchema,
    body: AcceptOfferSchema.nullish(),
    response: { 200: FirmOfferDecisionResponseSchema },
  },
});

export const rejectFirmOffer = defineContract(rejectFirmOfferRoute, {
  errorCodes: ['UNAUTHENTICATED', 'FIRM_REQUIRED', 'NOT_FOUND', 'OFFER_NOT_PENDING'],
  schema: {
    tags: ['firms'],
    summary:
      'The firm rejects a pending offer on its own Pazarlık listing (its sender may offer again)',
    params: FirmOfferParamsSchema,
    response: { 200: FirmOfferDecisionResponseSchema },
  },
});

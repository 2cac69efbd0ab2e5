import { SendCodeResponseSchema } from '../accounts/auth.ts';
import { defineContract } from '../core/api-route.ts';
import { RelistInputSchema, SaleDefaultActionResultSchema } from './sale-default.ts';
import { SaleCodeInputSchema, SaleDefaultInputSchema, SaleIdParamsSchema } from './sale.ts';
import {
  acceptRunnerUpOfferRoute,
  declareSaleDefaultRoute,
  declineRunnerUpOfferRoute,
  offerSaleToRunnerUpRoute,
  relistSaleListingRoute,
  sendRunnerUpCodeRoute,
} from './sales.routes.ts';

/*
 * When the buyer walks away (issue 29): 'Temerrüt', the runner-up's offer and answer, the
 * listing back on the market. Every route is the sale's: a stranger gets 404 SALE_NOT_FOUND, a
 * party who may not act 403 SALE_ACTION_FORBIDDEN.
 */

const SALE_ACCESS = ['UNAUTHENTICATED', 'SALE_NOT_FOUND', 'SALE_ACTION_FORBIDDEN'] as const;

export const declareSaleDefault = defineContract(declareSaleDefaultRoute, {
  errorCodes: [...SALE_ACCESS, 'SALE_ENDED', 'SALE_DEADLINE_NOT_PASSED'],
  schema: {
    tags: ['sales'],
    summary:
      "The operator declares the buyer's default after the open step's deadline passed: the service fee is kept, the buyer gets a strike",
    params: SaleIdParamsSchema,
    body: SaleDefaultInputSchema,
    response: { 200: SaleDefaultActionResultSchema },
  },
});

export const offerSaleToRunnerUp = defineContract(offerSaleToRunnerUpRoute, {
  errorCodes: [...SALE_ACCESS, 'RUNNER_UP_UNAVAILABLE'],
  schema: {
    tags: ['sales'],
    summary:
      "The operator offers a defaulted sale to the runner-up at their highest bid, within the runner-up's hold",
    params: SaleIdParamsSchema,
    response: { 200: SaleDefaultActionResultSchema },
  },
});

export const sendRunnerUpCode = defineContract(sendRunnerUpCodeRoute, {
  errorCodes: [...SALE_ACCESS, 'RUNNER_UP_ANSWER_CLOSED', 'RATE_LIMITED', 'SMS_SEND_FAILED'],
  schema: {
    tags: ['sales'],
    summary: "An SMS code to the runner-up's phone to accept the offered sale",
    params: SaleIdParamsSchema,
    response: { 200: SendCodeResponseSchema },
  },
});

export const acceptRunnerUpOffer = defineContract(acceptRunnerUpOfferRoute, {
  errorCodes: [...SALE_ACCESS, 'SALE_CODE_INVALID', 'RUNNER_UP_ANSWER_CLOSED'],
  schema: {
    tags: ['sales'],
    summary:
      'The runner-up takes the sale with the SMS code: a new sale at their highest bid, their held deposit its service fee',
    params: SaleIdParamsSchema,
    body: SaleCodeInputSchema,
    response: { 200: SaleDefaultActionResultSchema },
  },
});

export const declineRunnerUpOffer = defineContract(declineRunnerUpOfferRoute, {
  errorCodes: [...SALE_ACCESS, 'RUNNER_UP_ANSWER_CLOSED'],
  schema: {
    tags: ['sales'],
    summary: 'The runner-up declines the offered sale; their deposit is released for refund',
    params: SaleIdParamsSchema,
    response: { 200: SaleDefaultActionResultSchema },
  },
});

export const relistSaleListing = defineContract(relistSaleListingRoute, {
  errorCodes: [
    ...SALE_ACCESS,
    'VALIDATION',
    'SALE_STEP_MISMATCH',
    'SALE_RELIST_RUNNER_UP_PENDING',
    'SALE_RELIST_AUCTION',
    'SALE_RELIST_UNAVAILABLE',
  ],
  schema: {
    tags: ['sales'],
    summary:
      'The operator puts the listing of a cancelled or defaulted sale back on the market (a Pazarlık listing, with a new end); an auction is not reopened',
    params: SaleIdParamsSchema,
    body: RelistInputSchema,
    response: { 200: SaleDefaultActionResultSchema },
  },
});

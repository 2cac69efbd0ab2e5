import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  MyDepositSchema,
  StartDepositPaymentSchema,
  StartDepositPaymentResponseSchema,
} from './deposits.ts';
import { getMyDepositRoute, startDepositPaymentRoute } from './deposits.routes.ts';

export const getMyDeposit = defineContract(getMyDepositRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags: ['deposits'],
    summary: "My deposit on a listing: the one that counts, and the listing's deposit amount",
    params: ListingIdParamsSchema,
    response: { 200: MyDepositSchema },
  },
});

export const startDepositPayment = defineContract(startDepositPaymentRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'IDENTITY_REQUIRED',
    'LISTING_CLOSED',
    'DEPOSIT_COMPLETED',
    'DEPOSIT_CONFLICT',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_ERROR',
  ],
  schema: {
    tags: ['deposits'],
    summary:
      'Pay the deposit by card: answers the 3-D Secure link the browser goes to. The card goes to the provider only',
    params: ListingIdParamsSchema,
    body: StartDepositPaymentSchema,
    response: { 201: StartDepositPaymentResponseSchema },
  },
});

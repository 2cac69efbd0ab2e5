import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  DepositIdParamsSchema,
  MyDepositSchema,
  RequestDepositRefundResponseSchema,
  StartDepositPaymentSchema,
  StartDepositPaymentResponseSchema,
} from './deposits.ts';
import {
  getMyDepositRoute,
  requestDepositRefundRoute,
  startDepositPaymentRoute,
} from './deposits.routes.ts';

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
    'OWN_FIRM_LISTING',
    'IDENTITY_REQUIRED',
    'ACCOUNT_STRIKES_BLOCKED',
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

export const requestDepositRefund = defineContract(requestDepositRefundRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'DEPOSIT_NOT_FOUND',
    'DEPOSIT_FEE_KEPT',
    'DEPOSIT_NOT_COMPLETED',
    'DEPOSIT_REFUND_REQUESTED',
    'DEPOSIT_ALREADY_REFUNDED',
    'DEPOSIT_NOTHING_TO_REFUND',
    'LISTING_CLOSED',
    'DEPOSIT_BACKS_LEADING_BID',
    'DEPOSIT_BACKS_OFFER',
  ],
  schema: {
    tags: ['deposits'],
    summary:
      'Ask for the early refund of my completed deposit that backs no leading bid and no pending offer; it joins the refund queue at once, and bidding or offering there needs a new deposit',
    params: DepositIdParamsSchema,
    response: { 200: RequestDepositRefundResponseSchema },
  },
});

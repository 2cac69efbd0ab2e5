import { defineContract } from '../core/api-route.ts';
import {
  AdminPaymentsQuerySchema,
  AdminPaymentsPageSchema,
  AdminPaymentsFilterSchema,
  PaymentIdParamsSchema,
  ManualPaymentSchema,
  AdminPaymentActionSchema,
  DepositIdParamsSchema,
  AdminRefundActionSchema,
  AdminRefundsQuerySchema,
  AdminRefundsPageSchema,
  AdminBulkRefundSchema,
} from './admin-payments.ts';
import { z } from 'zod';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  listPaymentsRoute,
  exportPaymentsCsvRoute,
  completeManualPaymentRoute,
  moveToRefundDueRoute,
  listRefundsRoute,
  refundDepositRoute,
  refundListingRoute,
} from './admin-payments.routes.ts';

export const listPayments = defineContract(listPaymentsRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Payments, newest first, by status and listing (20 a page)',
    querystring: AdminPaymentsQuerySchema,
    response: { 200: AdminPaymentsPageSchema },
  },
});

export const exportPaymentsCsv = defineContract(exportPaymentsCsvRoute, {
  schema: {
    tags: ['admin'],
    summary: 'The filtered payments as CSV for Excel (UTF-8 with BOM, `;`, comma decimals)',
    querystring: AdminPaymentsFilterSchema,
    response: { 200: z.string() },
  },
});

export const completeManualPayment = defineContract(completeManualPaymentRoute, {
  errorCodes: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_MANUAL', 'DEPOSIT_CONFLICT'],
  schema: {
    tags: ['admin'],
    summary: 'Record a bank transfer (EFT/havale) as the payment of its deposit, with a note',
    params: PaymentIdParamsSchema,
    body: ManualPaymentSchema,
    response: { 200: AdminPaymentActionSchema },
  },
});

export const moveToRefundDue = defineContract(moveToRefundDueRoute, {
  errorCodes: ['DEPOSIT_NOT_FOUND', 'DEPOSIT_NOT_COMPLETED', 'DEPOSIT_FEE_KEPT'],
  schema: {
    tags: ['admin'],
    summary: 'Send a completed deposit to the refund queue',
    params: DepositIdParamsSchema,
    response: { 200: AdminRefundActionSchema },
  },
});

export const listRefunds = defineContract(listRefundsRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Deposits to refund (oldest first, overdue marked) or refunded',
    querystring: AdminRefundsQuerySchema,
    response: { 200: AdminRefundsPageSchema },
  },
});

export const refundDeposit = defineContract(refundDepositRoute, {
  errorCodes: [
    'DEPOSIT_NOT_FOUND',
    'DEPOSIT_NOT_REFUND_DUE',
    'DEPOSIT_ALREADY_REFUNDED',
    'REFUND_IN_PROGRESS',
    'REFUND_FAILED',
  ],
  schema: {
    tags: ['admin'],
    summary: "Refund a deposit through the provider; refunded only on the provider's word",
    params: DepositIdParamsSchema,
    response: { 200: AdminRefundActionSchema },
  },
});

export const refundListing = defineContract(refundListingRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: 'Refund every deposit of a listing awaiting refund (the losers of an auction)',
    params: ListingIdParamsSchema,
    response: { 200: AdminBulkRefundSchema },
  },
});

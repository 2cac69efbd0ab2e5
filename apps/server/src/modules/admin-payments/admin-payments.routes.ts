import {
  AdminBulkRefundSchema,
  AdminPaymentActionSchema,
  AdminPaymentsFilterSchema,
  AdminPaymentsPageSchema,
  AdminPaymentsQuerySchema,
  AdminRefundActionSchema,
  AdminRefundsPageSchema,
  AdminRefundsQuerySchema,
  DepositIdParamsSchema,
  ManualPaymentSchema,
  PaymentIdParamsSchema,
} from '@arsamezat/shared/admin-payments';
import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/index.ts';

/**
 * Payments and refunds under /api/admin (decision 024). Registered inside the admin plugin, whose
 * `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.adminPayments;
  const refunds = app.services.adminRefunds;

  app.get(
    '/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payments, newest first, by status and listing (20 a page)',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsPageSchema },
      },
    },
    (request) => payments.listPayments(request.query),
  );

  app.get(
    '/admin/payments/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered payments as CSV for Excel (UTF-8 with BOM, `;`, comma decimals)',
        querystring: AdminPaymentsFilterSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await payments.exportCsv(request.query);
      const day = app.deps.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="odemeler-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/admin/payments/:id/manual-completion',
    {
      config: { errorCodes: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_MANUAL', 'DEPOSIT_CONFLICT'] },
      schema: {
        tags: ['admin'],
        summary: 'Record a bank transfer (EFT/havale) as the payment of its deposit, with a note',
        params: PaymentIdParamsSchema,
        body: ManualPaymentSchema,
        response: { 200: AdminPaymentActionSchema },
      },
    },
    (request) =>
      payments.completeManualPayment(requireAdmin(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/deposits/:id/refund-due',
    {
      config: { errorCodes: ['DEPOSIT_NOT_FOUND', 'DEPOSIT_NOT_COMPLETED'] },
      schema: {
        tags: ['admin'],
        summary: 'Send a completed deposit to the refund queue',
        params: DepositIdParamsSchema,
        response: { 200: AdminRefundActionSchema },
      },
    },
    (request) => payments.moveToRefundDue(requireAdmin(request).id, request.params.id),
  );

  app.get(
    '/admin/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deposits to refund (oldest first, overdue marked) or refunded',
        querystring: AdminRefundsQuerySchema,
        response: { 200: AdminRefundsPageSchema },
      },
    },
    (request) => refunds.listRefunds(request.query),
  );

  app.post(
    '/admin/deposits/:id/refund',
    {
      config: {
        errorCodes: [
          'DEPOSIT_NOT_FOUND',
          'DEPOSIT_NOT_REFUND_DUE',
          'DEPOSIT_ALREADY_REFUNDED',
          'REFUND_IN_PROGRESS',
          'REFUND_FAILED',
        ],
      },
      schema: {
        tags: ['admin'],
        summary: "Refund a deposit through the provider; refunded only on the provider's word",
        params: DepositIdParamsSchema,
        response: { 200: AdminRefundActionSchema },
      },
    },
    (request) => refunds.refundDeposit(requireAdmin(request).id, request.params.id, request.ip),
  );

  app.post(
    '/admin/listings/:id/refunds',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags: ['admin'],
        summary: 'Refund every deposit of a listing awaiting refund (the losers of an auction)',
        params: ListingIdParamsSchema,
        response: { 200: AdminBulkRefundSchema },
      },
    },
    (request) => refunds.refundListing(requireAdmin(request).id, request.params.id, request.ip),
  );
};

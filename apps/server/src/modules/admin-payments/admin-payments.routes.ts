import * as contracts from '@arsamezat/shared/admin/admin-payments.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * Payments and refunds under /api/admin (decision 024). Registered inside the admin plugin, whose
 * `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.adminPayments;
  const refunds = app.services.adminRefunds;

  route(app, contracts.listPayments, {
    handler: (request) => payments.listPayments(request.query),
  });

  route(app, contracts.exportPaymentsCsv, {
    handler: async (request, reply) => {
      const csv = await payments.exportCsv(request.query);
      const day = app.deps.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="odemeler-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  route(app, contracts.completeManualPayment, {
    handler: (request) =>
      payments.completeManualPayment(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.moveToRefundDue, {
    handler: (request) => payments.moveToRefundDue(requireAdmin(request).id, request.params.id),
  });

  route(app, contracts.listRefunds, {
    handler: (request) => refunds.listRefunds(request.query),
  });

  route(app, contracts.refundDeposit, {
    handler: (request) =>
      refunds.refundDeposit(requireAdmin(request).id, request.params.id, request.ip),
  });

  route(app, contracts.refundListing, {
    handler: (request) =>
      refunds.refundListing(requireAdmin(request).id, request.params.id, request.ip),
  });
};

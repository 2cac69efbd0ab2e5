import * as contracts from '@arsamezat/shared/sales/invoices.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { requireAdmin, requireUser, signedInOnly } from '../auth/index.ts';
import { contentDisposition } from '../documents/index.ts';

/**
 * 'Faturalar' under /api/admin: registered inside the admin plugin, whose `adminOnly` hook
 * answers 401/403 before any of these run.
 */
export const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invoices;

  route(app, contracts.listAdminInvoices, { handler: (request) => service.list(request.query) });

  route(app, contracts.retryInvoice, {
    handler: (request) => service.retry(requireAdmin(request).id, request.params.id),
  });
};

/** The member's own invoice PDF (Teminatlarım); anybody else's answers 404. */
export const memberInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invoices;

  route(app, contracts.downloadMyInvoice, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      const file = await service.pdf(requireUser(request).id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
};

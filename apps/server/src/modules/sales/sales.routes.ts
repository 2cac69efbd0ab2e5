import * as contracts from '@arsamezat/shared/sales/sales.contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { readDocumentUpload } from '../documents/index.ts';
import { route } from '../../lib/route.ts';
import type { SaleAsker } from './sale-access.ts';

/** The session's member as a sale asks about them: who, and whether they are an operator. */
function askerOf(request: FastifyRequest): SaleAsker {
  const user = requireUser(request);
  return { userId: user.id, isAdmin: user.role === 'admin' };
}

/**
 * A sale's routes for its parties (issue 29): the member's and the firm's lists, one sale's page
 * and its steps. Signed in, then the service decides, sale by sale, who is asking (a stranger
 * gets 404) and whether they may take the step.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sales;
  // A guest is refused before the body is read or checked.
  app.addHook('onRequest', signedInOnly);

  route(app, contracts.listMySales, {
    handler: (request) => service.listMine(requireUser(request).id, request.query),
  });
  route(app, contracts.listFirmSales, {
    handler: (request) => service.listFirm(requireUser(request).id, request.query),
  });
  route(app, contracts.getSale, {
    handler: (request) => service.get(request.params.id, askerOf(request)),
  });
  route(app, contracts.sendSaleConfirmationCode, {
    // Bounded by the sale's own code budget (code-budgets.ts): one a minute, five an hour.
    handler: (request) => service.sendConfirmationCode(request.params.id, askerOf(request)),
  });
  route(app, contracts.confirmSale, {
    // A wrong code counts a try; the fifth locks the code (codes.service.ts).
    handler: (request) => service.confirm(request.params.id, askerOf(request), request.body.code),
  });
  route(app, contracts.enterSalePayment, {
    handler: (request) => service.enterPayment(request.params.id, askerOf(request), request.body),
  });
  route(app, contracts.confirmSalePayment, {
    handler: (request) => service.confirmPayment(request.params.id, askerOf(request)),
  });
  route(app, contracts.setSaleAppointment, {
    handler: (request) => service.setAppointment(request.params.id, askerOf(request), request.body),
  });
  route(app, contracts.completeSale, {
    handler: (request) =>
      service.complete(request.params.id, askerOf(request), () => readDocumentUpload(request)),
  });
  route(app, contracts.cancelSale, {
    handler: (request) => service.cancel(request.params.id, askerOf(request), request.body),
  });
};

/** The operator's 'Satışlar' and the sale settings, under /api/admin (its guard applies). */
export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sales;
  route(app, contracts.listAdminSales, {
    handler: (request) => service.listAdmin(request.query),
  });
  route(app, contracts.getSaleSettings, {
    handler: () => service.settings.read(),
  });
  route(app, contracts.updateSaleSettings, {
    handler: (request) => service.settings.update(requireUser(request).id, request.body),
  });
};

import * as contracts from '@arsamezat/shared/sales/sale-default.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import type { SaleAsker } from './sale-access.ts';

/**
 * When the buyer walks away (issue 29), under /api/sales/:id: a guest is refused first; the
 * service decides, sale by sale, who may act (the operator, or the runner-up).
 */
export const saleDefaultRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.saleDefault;
  const askerOf = (request: Parameters<typeof requireUser>[0]): SaleAsker => {
    const user = requireUser(request);
    return { userId: user.id, isAdmin: user.role === 'admin' };
  };

  route(app, contracts.declareSaleDefault, {
    onRequest: signedInOnly,
    handler: (request) => service.declareDefault(askerOf(request), request.params.id, request.body),
  });

  route(app, contracts.offerSaleToRunnerUp, {
    onRequest: signedInOnly,
    handler: (request) => service.offerToRunnerUp(askerOf(request), request.params.id),
  });

  route(app, contracts.sendRunnerUpCode, {
    onRequest: signedInOnly,
    config: {
      rateLimit: {
        max: 10,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `runner-up-code:${request.user?.id ?? request.ip}`,
      },
    },
    handler: (request) => service.sendRunnerUpCode(askerOf(request), request.params.id),
  });

  route(app, contracts.acceptRunnerUpOffer, {
    onRequest: signedInOnly,
    config: {
      rateLimit: {
        max: 20,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `runner-up-accept:${request.user?.id ?? request.ip}`,
      },
    },
    handler: (request) =>
      service.acceptRunnerUpOffer(askerOf(request), request.params.id, request.body.code),
  });

  route(app, contracts.declineRunnerUpOffer, {
    onRequest: signedInOnly,
    handler: (request) => service.declineRunnerUpOffer(askerOf(request), request.params.id),
  });

  route(app, contracts.relistSaleListing, {
    onRequest: signedInOnly,
    handler: (request) => service.relist(askerOf(request), request.params.id, request.body.endsAt),
  });
};

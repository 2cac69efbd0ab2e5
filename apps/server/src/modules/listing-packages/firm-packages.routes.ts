import * as contracts from '@arsamezat/shared/firms/listing-packages.contracts';
import { FIRM_PACKAGE_TEXTS } from '@arsamezat/shared/firms/listing-packages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../auth/index.ts';

async function signedIn(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(FIRM_PACKAGE_TEXTS.signInRequired);
}

/** A firm's packages, buying one by card (3-D Secure) and its receipts (issue 28). */
export const firmPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.packagePurchases;

  route(app, contracts.getFirmPackages, {
    onRequest: signedIn,
    handler: (request) => service.getFirmPackages(requireUser(request).id),
  });

  route(app, contracts.startPackagePurchase, {
    onRequest: signedIn,
    config: {
      rateLimit: {
        max: 10,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `package-purchase:${request.user?.id ?? request.ip}`,
      },
    },
    handler: async (request, reply) => {
      const started = await service.startPurchase(
        requireUser(request).id,
        request.params.id,
        request.body.card,
        request.ip,
      );
      return reply.status(201).send(started);
    },
  });

  route(app, contracts.getPackageReceipt, {
    onRequest: signedIn,
    handler: (request) => service.getReceipt(requireUser(request).id, request.params.id),
  });
};

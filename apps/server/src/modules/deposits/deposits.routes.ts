import * as contracts from '@arsamezat/shared/trading/deposits.contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import { depositErrors } from './deposit-errors.ts';

async function signedInToPay(request: FastifyRequest): Promise<void> {
  if (!request.user) throw depositErrors.signIn();
}

/**
 * A member's deposit on a listing, its card payment (the provider's return: payments), and the
 * member's request to have it back early.
 */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deposits;

  route(app, contracts.getMyDeposit, {
    onRequest: signedInToPay,
    handler: (request) => service.getMyDeposit(requireUser(request).id, request.params.id),
  });

  route(app, contracts.startDepositPayment, {
    onRequest: signedInToPay,
    config: {
      rateLimit: {
        max: 10,
        timeWindow: '10 minutes',
        keyGenerator: (request) =>
          `deposit:${request.user?.id ?? request.ip}:${(request.params as { id?: string }).id ?? ''}`,
      },
    },
    handler: async (request, reply) => {
      const started = await service.startDepositPayment(
        requireUser(request).id,
        request.params.id,
        request.body.card,
        request.ip,
      );
      return reply.status(201).send(started);
    },
  });

  route(app, contracts.requestDepositRefund, {
    onRequest: signedInOnly,
    handler: (request) => service.requestRefund(requireUser(request).id, request.params.id),
  });
};

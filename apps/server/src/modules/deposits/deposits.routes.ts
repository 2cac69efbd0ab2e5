import {
  MyDepositSchema,
  StartDepositPaymentResponseSchema,
  StartDepositPaymentSchema,
} from '@arsamezat/shared/deposits';
import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import { depositErrors } from './deposit-errors.ts';

async function signedInToPay(request: FastifyRequest): Promise<void> {
  if (!request.user) throw depositErrors.signIn();
}

/** A member's deposit on a listing and its card payment (the provider's return: payments). */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deposits;

  app.get(
    '/listings/:id/deposit',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      onRequest: signedInToPay,
      schema: {
        tags: ['deposits'],
        summary: "My deposit on a listing: the one that counts, and the listing's deposit amount",
        params: ListingIdParamsSchema,
        response: { 200: MyDepositSchema },
      },
    },
    (request) => service.getMyDeposit(requireUser(request).id, request.params.id),
  );

  app.post(
    '/listings/:id/deposit/payments',
    {
      onRequest: signedInToPay,
      config: {
        errorCodes: [
          'UNAUTHENTICATED',
          'NOT_FOUND',
          'LISTING_CLOSED',
          'DEPOSIT_COMPLETED',
          'DEPOSIT_CONFLICT',
          'PAYMENT_DECLINED',
          'PAYMENT_PROVIDER_ERROR',
        ],
        // Ten card attempts per member and listing in ten minutes: enough for typos, not for
        // trying stolen card numbers.
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          keyGenerator: (request) =>
            `deposit:${request.user?.id ?? request.ip}:${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: {
        tags: ['deposits'],
        summary:
          'Pay the deposit by card: answers the 3-D Secure link the browser goes to. The card goes to the provider only',
        params: ListingIdParamsSchema,
        body: StartDepositPaymentSchema,
        response: { 201: StartDepositPaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const started = await service.startDepositPayment(
        requireUser(request).id,
        request.params.id,
        request.body.card,
        request.ip,
      );
      return reply.status(201).send(started);
    },
  );
};

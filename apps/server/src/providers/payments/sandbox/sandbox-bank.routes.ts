import * as contracts from '@arsamezat/shared/trading/sandbox-bank.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { answerSandboxSession, findSandboxSession } from './sandbox-ledger.repository.ts';
import { renderChallengePage, renderClosedPage } from './sandbox-page.ts';

/** How long a sandbox 3-D Secure session waits for the buyer's answer. */
const SESSION_MINUTES = 15;
const CODE_ERROR = 'Doğrulama kodu 6 haneli olmalıdır.';

/**
 * The simulated bank (PAYMENT_PROVIDER=sandbox): its 3-D Secure page, and the buyer's answer,
 * which returns the browser to our callback the way a bank does. Registered only for the sandbox,
 * inside the payments routes (which parse its form posts).
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function openSession(id: string) {
    const row = await findSandboxSession(db, id);
    if (!row) return null;
    const expired = clock().getTime() - row.createdAt.getTime() > SESSION_MINUTES * 60_000;
    return { row, open: row.status === 'awaiting' && !expired };
  }

  route(app, contracts.sandboxChallengePage, {
    handler: async (request, reply) => {
      const session = await openSession(request.params.id);
      if (!session) return reply.status(404).type('text/html').send(renderClosedPage(null));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return session.open
        ? renderChallengePage(session.row)
        : renderClosedPage(session.row.orderId);
    },
  });

  route(app, contracts.answerSandboxChallenge, {
    config: { csrf: false },
    handler: async (request, reply) => {
      const session = await openSession(request.params.id);
      if (!session) return reply.status(404).type('text/html').send(renderClosedPage(null));
      const { row } = session;
      reply.header('cache-control', 'no-store');
      if (!session.open)
        return reply.type('text/html; charset=utf-8').send(renderClosedPage(row.orderId));
      const { action, code } = request.body;
      if (action === 'confirm' && !/^\d{6}$/.test(code ?? '')) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(renderChallengePage(row, CODE_ERROR));
      }
      const status = action === 'confirm' ? 'authenticated' : 'cancelled';
      await answerSandboxSession(db, row.id, status, clock());
      // Back to the merchant the way iyzico returns: status, paymentId, conversationId, mdStatus.
      // The bank is our own server, so the path alone keeps the buyer on the origin they use.
      const back = new URL(row.callbackUrl);
      back.search = new URLSearchParams({
        status: action === 'confirm' ? 'success' : 'failure',
        paymentId: row.id,
        conversationId: row.orderId,
        mdStatus: action === 'confirm' ? '1' : '0',
      }).toString();
      return reply.redirect(`${back.pathname}${back.search}`, 303);
    },
  });
};

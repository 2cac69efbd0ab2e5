import * as contracts from '@arsamezat/shared/trading/payments.contracts';
import { PAYMENT_MESSAGES } from '@arsamezat/shared/trading/payments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { registerFormBodies } from '../../providers/payments/form-body.ts';
import type { CallbackFields } from '../../providers/payments/payment-provider.ts';
import { sandboxBankRoutes } from '../../providers/payments/sandbox/sandbox-bank.routes.ts';
import { requireUser } from '../auth/index.ts';

/**
 * The provider's 3-D Secure page is the provider's HTML (a form posting itself to the bank):
 * its own inline script and a form to another origin, and nothing else.
 */
const THREE_DS_PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; form-action https:; base-uri 'none'; frame-ancestors 'none'";

const NOT_FOUND_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Ödeme sayfası</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px">
<p>Ödeme sayfası bulunamadı veya süresi doldu. Lütfen ilana dönüp ödemeyi yeniden başlatın.</p>
<p><a href="/auctions">İlanlara dön</a></p></body></html>`;

/** The return from the bank, the result screen's query, and the 3-D Secure page link. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;
  registerFormBodies(app);
  if (app.deps.payments.name === 'sandbox') await app.register(sandboxBankRoutes);

  // Banks return by a cross-site form POST (iyzico) or a redirect (the sandbox): no CSRF token.
  const callbackOptions = {
    config: { csrf: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
  };
  const returnFromBank = async (fields: CallbackFields, reply: FastifyReply) => {
    const target = await service.handleCallback(fields);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  };
  route(app, contracts.getPaymentCallback, {
    ...callbackOptions,
    handler: (request, reply) => returnFromBank(request.query, reply),
  });
  route(app, contracts.postPaymentCallback, {
    ...callbackOptions,
    handler: (request, reply) => returnFromBank(request.body, reply),
  });

  route(app, contracts.getPaymentResult, {
    onRequest: async (request) => {
      if (!request.user) throw unauthenticated(PAYMENT_MESSAGES.signInRequired);
    },
    handler: (request) => service.getResult(requireUser(request).id, request.query),
  });

  route(app, contracts.getThreeDsPage, {
    handler: async (request, reply) => {
      const page = await service.takeThreeDsPage(
        request.user?.id,
        request.params.id,
        request.query.k,
      );
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (page === null)
        return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      return reply
        .header('content-security-policy', THREE_DS_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(page);
    },
  });
};

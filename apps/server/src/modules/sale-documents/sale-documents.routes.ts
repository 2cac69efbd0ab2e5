import * as contracts from '@arsamezat/shared/sales/sale-documents.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { contentDisposition } from '../documents/index.ts';

/** Verification codes are unguessable; the limit only keeps a scraper from trying many. */
const VERIFY_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * A sale's documents (issue 29, decision 077): the file for the sale's parties (never a public
 * URL), and the public check behind `/belge/:code`.
 */
export const saleDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.saleDocuments;

  route(app, contracts.downloadSaleDocument, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const file = await service.download(
        { userId: user.id, isAdmin: user.role === 'admin' },
        request.params.id,
        request.params.documentId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  route(app, contracts.verifySaleDocument, {
    config: { rateLimit: VERIFY_LIMIT },
    handler: async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return service.verify(request.params.code);
    },
  });
};

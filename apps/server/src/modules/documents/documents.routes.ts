import * as contracts from '@arsamezat/shared/listings/documents.contracts';
import { DOCUMENT_MESSAGES } from '@arsamezat/shared/listings/listing-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

async function signedIn(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated(DOCUMENT_MESSAGES.signInToSee);
}

/**
 * A listing's documents for signed-in members (decision 033): the list, and each file through
 * this authenticated route (never a public URL), logged per download.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.documents;

  route(app, contracts.listListingDocuments, {
    onRequest: signedIn,
    handler: (request) => service.list(request.params.id),
  });

  route(app, contracts.downloadListingDocument, {
    onRequest: signedIn,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const file = await service.download(user.id, request.params.id, request.params.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
};

/**
 * `attachment` with an ASCII fallback name (Turkish letters folded, anything else '_') and the
 * exact name in RFC 5987 form; the stored name is already free of quotes and control characters.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

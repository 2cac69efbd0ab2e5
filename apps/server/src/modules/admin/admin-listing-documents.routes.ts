import * as contracts from '@arsamezat/shared/admin/admin-listing-documents.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { readDocumentUpload } from '../documents/index.ts';
import { route } from '../../lib/route.ts';

/** /api/admin/listings/:id/documents: upload (multipart: kind + one file), list with downloads, remove. */
export const adminListingDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.documents;

  route(app, contracts.listAdminListingDocuments, {
    handler: (request) => service.adminList(request.params.id),
  });

  route(app, contracts.uploadListingDocument, {
    handler: async (request) => {
      const actor = requireAdmin(request);
      const upload = await readDocumentUpload(request);
      return service.upload(actor.id, request.params.id, upload);
    },
  });

  route(app, contracts.removeListingDocument, {
    handler: (request) =>
      service.remove(requireAdmin(request).id, request.params.id, request.params.documentId),
  });
};
